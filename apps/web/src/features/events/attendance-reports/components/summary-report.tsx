import { ATTENDANCE_REPORT_LIMITS, type AttendanceSummary, type ReportPeriod } from '@congregate/contracts';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { formatDay } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useAttendanceSummary, type SummaryTarget } from '../api/get-attendance-summary.ts';
import { useReportsT } from '../i18n/index.ts';
import { reportFileName, summaryCsv } from '../lib/report-csv.ts';
import type { ReportRange } from '../lib/report-range.ts';
import { ExportButton } from './export-button.tsx';
import { PeriodTable } from './period-table.tsx';
import { ReportChart } from './report-chart.tsx';

type Row = AttendanceSummary['rows'][number];

/**
 * A summary (`attendance/summary`): the chart of its totals per period and the table of its rows one level
 * down (locales, clusters, flocks or members), each row's name drawn by `rowName` (a link one level down).
 */
export function SummaryReport({
  target,
  range,
  levelLabel,
  rowName,
  rowText,
  empty,
}: {
  target: SummaryTarget;
  range: ReportRange;
  /** What the rows are: "Locales", "Members"… */
  levelLabel: string;
  rowName: (row: Row) => ReactNode;
  /** The row's name as plain text (the export). */
  rowText: (row: Row) => string;
  empty: (name: string) => string;
}) {
  const rt = useReportsT();
  const { language } = useI18n();
  const summary = useAttendanceSummary(target, range);
  if (summary.isPending) return <LoadingBlock />;
  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  const period: ReportPeriod = data.period;
  const present = data.periods.map((p) => p.present);
  const caption = rt('summary.caption', { level: levelLabel, name: data.name });
  return (
    <Stack gap="sm" component="section" aria-labelledby="summary-heading">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3" id="summary-heading">
            {data.name}
          </Title>
          <Text size="sm" c="dimmed" role="status">
            {rt('controls.range', { from: formatDay(data.from, language), to: formatDay(data.to, language) })}
          </Text>
        </div>
        <ExportButton
          fileName={reportFileName(data.name, data.period, data.to)}
          csv={() =>
            summaryCsv(
              data,
              { name: levelLabel, total: rt('csv.total'), all: rt('csv.all', { name: data.name }) },
              rowText,
            )
          }
        />
      </Group>
      {present.every((n) => n === 0) ? (
        <Text c="dimmed">{empty(data.name)}</Text>
      ) : (
        <>
          <ReportChart
            label={rt('chart.label', { what: caption })}
            periods={data.periods}
            period={period}
            series={[
              { label: rt('chart.present'), values: present },
              { label: rt('chart.firstTimers'), values: data.periods.map((p) => p.firstTimers) },
            ]}
          />
          {data.truncated && (
            <Alert color="yellow" variant="light">
              {rt('summary.truncated', { count: ATTENDANCE_REPORT_LIMITS.rowsMax })}
            </Alert>
          )}
          <PeriodTable
            caption={caption}
            firstHeader={levelLabel}
            periods={data.periods}
            period={period}
            rows={data.rows.map((row, i) => ({
              key: row.id ?? `${row.name}-${i}`,
              name: rowName(row),
              values: row.present,
              total: row.total,
            }))}
            footer={{
              key: 'all',
              name: rt('csv.all', { name: data.name }),
              values: present,
            }}
          />
        </>
      )}
    </Stack>
  );
}
