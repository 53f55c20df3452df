import { csvText, type AttendanceSummary, type LocaleTrend } from '@congregate/contracts';

/** The words of a trend export's header, in the person's language. */
export interface TrendCsvWords {
  start: string;
  end: string;
  gatherings: string;
  present: string;
  firstTimers: string;
  service: (title: string) => string;
  cluster: (name: string) => string;
}

/**
 * A locale's trend as a CSV file's text, one line per period (`csvText` of the contracts, as every export):
 * its totals, then a column per service and per cluster. Dates are ISO, which every spreadsheet reads.
 */
export function trendCsv(trend: LocaleTrend, words: TrendCsvWords, clusterLabel: (name: string) => string) {
  return csvText(
    [
      words.start,
      words.end,
      words.gatherings,
      words.present,
      words.firstTimers,
      ...trend.byService.map((s) => words.service(s.title)),
      ...trend.byCluster.map((c) => words.cluster(clusterLabel(c.cluster))),
    ],
    trend.periods.map((p, i) => [
      p.start,
      p.end,
      p.gatherings,
      p.present,
      p.firstTimers,
      ...trend.byService.map((s) => s.present[i] ?? 0),
      ...trend.byCluster.map((c) => c.present[i] ?? 0),
    ]),
  );
}

/**
 * A summary as a CSV file's text: a line per row (locale, cluster, flock or member) with its check-ins per
 * period (a column per period, by its first day) and the total, then the all-rows line.
 */
export function summaryCsv(
  summary: AttendanceSummary,
  words: { name: string; total: string; all: string },
  rowName: (row: AttendanceSummary['rows'][number]) => string,
) {
  return csvText(
    [words.name, ...summary.periods.map((p) => p.start), words.total],
    [
      ...summary.rows.map((row) => [rowName(row), ...row.present, row.total]),
      [
        words.all,
        ...summary.periods.map((p) => p.present),
        summary.periods.reduce((n, p) => n + p.present, 0),
      ],
    ],
  );
}

/** A file name for a report: `attendance-quezon-city-week-2026-03-01.csv`. */
export function reportFileName(name: string, period: string, to: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `attendance-${slug ? `${slug}-` : ''}${period}-${to}.csv`;
}
