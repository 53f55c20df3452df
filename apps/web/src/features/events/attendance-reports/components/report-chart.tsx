import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { ReportPeriod, ReportPeriodTotals } from '@congregate/contracts';
import { Box } from '@mantine/core';
import { periodLabel } from '../../../../lib/attendance/period-label.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';

/** One line (or bar) of a chart: a value per period. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
}

/** The lines a chart draws at most (the largest first); the table beside it has every one. */
export const CHART_SERIES_MAX = 5;
const colors = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.7'];

/**
 * A report's chart (`@mantine/charts`). It is a picture of the table that goes with it: one image for
 * screen readers, named by `label`, which says that the numbers are in the table.
 */
export function ReportChart({
  label,
  periods,
  period,
  series,
  kind = 'line',
}: {
  label: string;
  periods: readonly ReportPeriodTotals[];
  period: ReportPeriod;
  series: readonly ChartSeries[];
  kind?: 'line' | 'bar';
}) {
  const { language } = useI18n();
  const shown = series.slice(0, CHART_SERIES_MAX);
  const data = periods.map((p, i) => ({
    period: periodLabel(p.start, period, language),
    ...Object.fromEntries(shown.map((s, n) => [`s${n}`, s.values[i] ?? 0])),
  }));
  const chartSeries = shown.map((s, n) => ({ name: `s${n}`, label: s.label, color: colors[n]! }));
  const common = {
    h: 240,
    data,
    dataKey: 'period',
    series: chartSeries,
    withLegend: shown.length > 1,
    tickLine: 'y' as const,
    tooltipAnimationDuration: 0,
  };
  return (
    <Box role="img" aria-label={label}>
      {kind === 'bar' ? (
        <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />
      ) : (
        <LineChart {...common} curveType="monotone" lineChartProps={{ accessibilityLayer: false }} />
      )}
    </Box>
  );
}
