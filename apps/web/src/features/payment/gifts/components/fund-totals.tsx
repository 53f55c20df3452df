import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type GiftTotal } from '@congregate/contracts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useGivingT } from '../i18n/index.ts';

/** The year's totals per fund and currency (refunds left out) — never summed across currencies. */
export function FundTotals({ year, totals }: { year: number; totals: GiftTotal[] }) {
  const gt = useGivingT();
  const { language } = useI18n();
  const rows = totals.filter((total) => total.year === year);
  return (
    <Stack gap="xs" component="section" aria-labelledby="giving-totals-heading">
      <Title order={2} size="h4" id="giving-totals-heading">
        {gt('totals.title', { year })}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{gt('totals.none', { year })}</Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Paper
              component="li"
              key={`${row.fundId}/${row.currency}`}
              withBorder
              radius="md"
              px="md"
              py="xs"
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text fw={600}>{row.fundName}</Text>
                  <Text size="sm" c="dimmed">
                    {row.count === 1 ? gt('totals.rowOne') : gt('totals.row', { count: row.count })}
                  </Text>
                </div>
                <Text fw={700}>{formatMoney(row.amountMinor, row.currency, language)}</Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
