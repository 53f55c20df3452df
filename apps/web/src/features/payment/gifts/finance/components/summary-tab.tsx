import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { minorPerMajor, type GiftSummary } from '@congregate/contracts';
import { Box, NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useGiftSummary } from '../api/get-gift-summary.ts';
import type { FinanceLocale } from '../finance-giving.tsx';
import { useFinanceT } from '../i18n/index.ts';
import { recentYears, useMoney } from './finance-format.ts';

const palette = [
  'indigo.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'yellow.7',
  'blue.4',
];

const monthName = (month: string, language: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(language === 'fil' ? 'fil-PH' : 'en', {
    timeZone: 'UTC',
    month: 'short',
  });

/** "Summary": the locale's year by month and fund — a stacked chart, and the same numbers as a table. */
export function SummaryTab({ locale }: { locale: FinanceLocale }) {
  const ft = useFinanceT();
  const years = recentYears();
  const [year, setYear] = useState(years[0]!);
  const summary = useGiftSummary(locale.localeId, year);

  return (
    <Stack gap="md">
      <NativeSelect
        label={ft('summary.year')}
        value={String(year)}
        onChange={(event) => setYear(Number(event.currentTarget.value))}
        data={years.map((y) => String(y))}
        maw={200}
      />
      {summary.isPending ? (
        <LoadingBlock />
      ) : summary.isError ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <SummaryView summary={summary.data} localeName={locale.localeName} />
      )}
    </Stack>
  );
}

function SummaryView({ summary, localeName }: { summary: GiftSummary; localeName: string }) {
  const ft = useFinanceT();
  const money = useMoney();
  const { language } = useI18n();
  const { currency, funds, months, year } = summary;
  const format = (amount: number) => money(amount, currency);

  return (
    <Stack gap="md">
      <Text fw={600} aria-live="polite">
        {ft('summary.total', { year, amount: format(summary.totalMinor), count: summary.giftCount })}
      </Text>
      {summary.giftCount === 0 || funds.length === 0 ? (
        <Text c="dimmed">{ft('summary.none', { year })}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <SummaryChart summary={summary} />
          <Table.ScrollContainer minWidth={Math.max(360, 140 + funds.length * 110)}>
            <Table striped>
              <Table.Caption>{ft('summary.caption', { locale: localeName, year, currency })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{ft('summary.month')}</Table.Th>
                  {funds.map((fund) => (
                    <Table.Th key={fund.id} scope="col" ta="right">
                      {fund.name}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col" ta="right">
                    {ft('summary.monthTotal')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={400}>
                      {monthName(row.month, language)}
                    </Table.Th>
                    {funds.map((fund) => (
                      <Table.Td key={fund.id} ta="right">
                        {format(row.byFund[fund.id] ?? 0)}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right">
                      {format(funds.reduce((sum, fund) => sum + (row.byFund[fund.id] ?? 0), 0))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{ft('summary.yearTotal')}</Table.Th>
                  {funds.map((fund) => (
                    <Table.Th key={fund.id} ta="right">
                      {format(summary.fundTotals[fund.id] ?? 0)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{format(summary.totalMinor)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * The chart is a picture of the table beside it: one image named by what it shows (the table is what screen
 * readers read). Amounts are drawn in major units; the tooltip writes them in the currency.
 */
function SummaryChart({ summary }: { summary: GiftSummary }) {
  const ft = useFinanceT();
  const money = useMoney();
  const { language } = useI18n();
  const perMajor = minorPerMajor(summary.currency);
  const data = summary.months.map((row) => ({
    month: monthName(row.month, language),
    ...Object.fromEntries(summary.funds.map((fund) => [fund.id, (row.byFund[fund.id] ?? 0) / perMajor])),
  }));
  return (
    <Box role="img" aria-label={ft('summary.chartLabel', { year: summary.year })}>
      <BarChart
        h={300}
        data={data}
        dataKey="month"
        type="stacked"
        withLegend
        series={summary.funds.map((fund, index) => ({
          name: fund.id,
          label: fund.name,
          color: palette[index % palette.length]!,
        }))}
        valueFormatter={(value) => money(Math.round(value * perMajor), summary.currency)}
        tickLine="y"
        tooltipAnimationDuration={0}
        barChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}
