import type { requestStatuses } from '@congregate/contracts';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useRequestsT } from '../i18n/index.ts';

export interface RequestRow {
  id: string;
  text: string;
  detail?: string | null;
  status: (typeof requestStatuses)[number];
  requestedAt: string;
}

const statusColor: Record<RequestRow['status'], string> = {
  pending: 'yellow',
  accepted: 'teal',
  confirmed: 'teal',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

/** The member's requests of one kind, newest first, each with where it stands (times in `timeZone`, the member's locale's). */
export function RequestList({
  title,
  empty,
  timeZone,
  query,
}: {
  title: string;
  empty: string;
  timeZone: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: RequestRow[];
    refetch: () => unknown;
  };
}) {
  const rt = useRequestsT();
  const { language } = useI18n();
  return (
    <Box component="section" aria-labelledby="requests-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="requests-heading">
          {title}
        </Title>
        {query.isPending ? (
          <LoadingBlock />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data || query.data.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {[...query.data]
              .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))
              .map((row) => (
                <Paper key={row.id} component="li" withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text fw={600}>{row.text}</Text>
                      {row.detail && <Text size="sm">{row.detail}</Text>}
                      <Text size="sm" c="dimmed">
                        {rt('requests.requestedAt', {
                          date: formatMoment(row.requestedAt, language, timeZone),
                        })}
                      </Text>
                    </div>
                    <Badge color={statusColor[row.status]} variant="light" style={{ flexShrink: 0 }}>
                      {rt(`status.${row.status}`)}
                    </Badge>
                  </Group>
                </Paper>
              ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
