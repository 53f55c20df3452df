import { pepStages, type PepFunnel, type PepStage } from '@congregate/contracts';
import { Box, Group, Progress, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { formatDay } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useFunnel } from '../api/get-funnel.ts';
import { usePepsT } from '../i18n/index.ts';

/** The funnel of the last twelve months: how many PEPs are at each stage, as bars, then by soul winner or flock. */
export function FunnelPanel({ localeId }: { localeId: string }) {
  const pt = usePepsT();
  const { language } = useI18n();
  const funnel = useFunnel(localeId);
  const [by, setBy] = useState<'soulWinner' | 'flock'>('soulWinner');
  if (funnel.isPending) return <LoadingBlock />;
  if (funnel.isError) return <LoadError error={funnel.error} onRetry={() => void funnel.refetch()} />;
  const data = funnel.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {pt('funnel.title', { from: formatDay(data.from, language), to: formatDay(data.to, language) })}
      </Title>
      {data.total === 0 ? (
        <Text c="dimmed">{pt('funnel.empty')}</Text>
      ) : (
        <>
          <Stack gap={6} role="list" aria-label={pt('funnel.stages')}>
            {pepStages.map((stage) => {
              const count = data.stages[stage] ?? 0;
              return (
                <Box key={stage} role="listitem">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{pt(`stage.${stage}`)}</Text>
                    <Text size="sm" fw={600}>
                      {count}
                    </Text>
                  </Group>
                  <Progress value={(count / data.total) * 100} aria-hidden size="sm" />
                </Box>
              );
            })}
          </Stack>
          <SegmentedControl
            value={by}
            onChange={(value) => setBy(value as typeof by)}
            data={[
              { value: 'soulWinner', label: pt('funnel.bySoulWinner') },
              { value: 'flock', label: pt('funnel.byFlock') },
            ]}
          />
          <FunnelTable
            caption={by === 'soulWinner' ? pt('funnel.bySoulWinner') : pt('funnel.byFlock')}
            rows={
              by === 'soulWinner'
                ? data.bySoulWinner.map((row) => ({
                    key: row.soulWinner.id,
                    name: row.soulWinner.displayName,
                    total: row.total,
                    stages: row.stages,
                  }))
                : data.byFlock.map((row) => ({
                    key: row.flock?.id ?? 'none',
                    name: row.flock?.name ?? pt('funnel.noFlock'),
                    total: row.total,
                    stages: row.stages,
                  }))
            }
          />
        </>
      )}
    </Stack>
  );
}

function FunnelTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { key: string; name: string; total: number; stages: PepFunnel['stages'] }[];
}) {
  const pt = usePepsT();
  const shown: PepStage[] = [
    'contacted',
    'attending',
    'studying',
    'scheduled',
    'baptized',
    'member',
    'dropped',
  ];
  return (
    // Scrolls sideways on a phone; focusable, so that a keyboard can scroll it too.
    <Box
      className="mantine-focus-auto"
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{pt('funnel.name')}</Table.Th>
            {shown.map((stage) => (
              <Table.Th scope="col" key={stage}>
                {pt(`stage.${stage}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{pt('funnel.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.name}</Table.Th>
              {shown.map((stage) => (
                <Table.Td key={stage}>{row.stages[stage] ?? 0}</Table.Td>
              ))}
              <Table.Td>{row.total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
