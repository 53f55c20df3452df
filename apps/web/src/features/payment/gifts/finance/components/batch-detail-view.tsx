import type { BatchDetail } from '@congregate/contracts';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatDay } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useFinanceT } from '../i18n/index.ts';
import { useDifferenceText, useMoney } from './finance-format.ts';

/** A closed batch (or any batch for a locale admin): its totals and lines, read-only. */
export function BatchDetailView({ batch }: { batch: BatchDetail }) {
  const ft = useFinanceT();
  const { language } = useI18n();
  const money = useMoney();
  const differenceText = useDifferenceText();
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>{batch.label || formatDay(batch.serviceDate, language)}</Text>
        <Badge variant="light" color={batch.status === 'open' ? 'yellow' : 'teal'}>
          {ft(`batchStatus.${batch.status}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {ft('detail.summary', {
          date: formatDay(batch.serviceDate, language),
          counted: money(batch.countedTotalMinor, batch.currency),
          lines: money(batch.linesTotalMinor, batch.currency),
          difference: differenceText(batch.differenceMinor, batch.currency),
        })}
      </Text>
      {batch.status === 'closed' && batch.closedByName && (
        <Text size="sm" c="dimmed">
          {ft('detail.closedBy', { name: batch.closedByName })}
        </Text>
      )}
      {batch.lines.length === 0 ? (
        <Text c="dimmed">{ft('form.noLines')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Caption>{ft('detail.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{ft('col.donor')}</Table.Th>
                <Table.Th>{ft('col.fund')}</Table.Th>
                <Table.Th ta="right">{ft('col.amount')}</Table.Th>
                <Table.Th>{ft('col.method')}</Table.Th>
                <Table.Th>{ft('form.chequeNumber')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batch.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.memberId ? line.donorName : ft('donor.anonymous')}</Table.Td>
                  <Table.Td>{line.fundName}</Table.Td>
                  <Table.Td ta="right">{money(line.amountMinor, batch.currency)}</Table.Td>
                  <Table.Td>{ft(`method.${line.method}`)}</Table.Td>
                  <Table.Td>{line.chequeNumber ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
