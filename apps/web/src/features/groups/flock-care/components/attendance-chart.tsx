import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { FlockMemberDetail } from '@congregate/contracts';
import { Box } from '@mantine/core';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useFlockCareT } from '../i18n/index.ts';

const shortDay = (day: string, language: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language === 'fil' ? 'fil-PH' : 'en', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  });

/**
 * Check-ins per week as a small bar chart (`@mantine/charts`, as the attendance reports draw theirs): one image
 * for screen readers, named by what it shows; the list beside it has the check-ins themselves.
 */
export function AttendanceChart({ weeks }: { weeks: FlockMemberDetail['attendance']['weeks'] }) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const data = weeks.map((w) => ({ week: shortDay(w.start, language), checkIns: w.attended }));
  return (
    <Box role="img" aria-label={ft('detail.chartLabel')}>
      <BarChart
        h={180}
        data={data}
        dataKey="week"
        series={[{ name: 'checkIns', label: ft('detail.checkIns'), color: 'indigo.6' }]}
        tickLine="y"
        tooltipAnimationDuration={0}
        barChartProps={{ accessibilityLayer: false }}
        yAxisProps={{ allowDecimals: false }}
      />
    </Box>
  );
}
