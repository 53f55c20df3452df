import type { JoinRequest, JoinRequestStatus } from '@congregate/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { useLocaleTimeZone } from '../../../../lib/config/index.ts';
import { formatWhen } from '../../../../lib/format/date.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useJoinRequests } from '../api/list-join-requests.ts';
import { useWithdrawJoinRequest } from '../api/withdraw-join-request.ts';
import { useJoinRequestsT } from '../i18n/index.ts';

export const statusColors: Record<JoinRequestStatus, string> = {
  pending: 'yellow',
  accepted: 'teal',
  declined: 'red',
  withdrawn: 'gray',
};

/** The member's own requests with their status (and the reason of a decline); a pending one can be withdrawn. */
export function MyRequests({ onOutcome }: { onOutcome: (message: string) => void }) {
  const gt = useJoinRequestsT();
  const { language } = useI18n();
  const timeZone = useLocaleTimeZone();
  const refusal = useRefusalMessage();
  const requests = useJoinRequests({ mine: true });
  const withdraw = useWithdrawJoinRequest();
  const [withdrawing, setWithdrawing] = useState<JoinRequest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = requests.data?.pages.flatMap((page) => page.items) ?? [];

  const confirm = () => {
    if (!withdrawing) return;
    const name = withdrawing.target.name;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => onOutcome(gt('withdraw.done', { name })),
      onError: (error) => setProblem(refusal(error)),
      onSettled: () => setWithdrawing(null),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-requests">
      <Title order={2} size="h3" id="my-requests">
        {gt('mine.title')}
      </Title>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      {requests.isPending ? (
        <LoadingBlock />
      ) : requests.isError ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{gt('mine.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((request) => (
            <Paper key={request.id} withBorder radius="md" p="sm" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>{request.target.name}</Text>
                  <Text size="sm" c="dimmed">
                    {gt('request.asked', { date: formatWhen(request.createdAt, language, timeZone) })}
                  </Text>
                  {request.status === 'declined' && request.reason && (
                    <Text size="sm">{gt('request.reason', { reason: request.reason })}</Text>
                  )}
                </Stack>
                <Stack gap={6} align="flex-end">
                  <Badge color={statusColors[request.status]} variant="light">
                    {gt(`request.status.${request.status}`)}
                  </Badge>
                  {request.status === 'pending' && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={gt('withdraw.label', { name: request.target.name })}
                      onClick={() => setWithdrawing(request)}
                    >
                      {gt('withdraw.button')}
                    </Button>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <LoadMoreButton query={requests} />
      <ConfirmDialog
        opened={withdrawing !== null}
        title={gt('withdraw.title')}
        confirmLabel={gt('withdraw.button')}
        onConfirm={confirm}
        onCancel={() => setWithdrawing(null)}
        loading={withdraw.isPending}
      >
        {gt('withdraw.body', { name: withdrawing?.target.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
