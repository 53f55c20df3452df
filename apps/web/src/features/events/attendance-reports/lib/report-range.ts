import { reportPeriods, type ReportPeriod } from '@congregate/contracts';

/** The range a report asks for: `from` left out for the server's default (twelve periods up to today). */
export interface ReportRange {
  period: ReportPeriod;
  from?: string;
}

/** How many periods a report may cover, per period (a range stays within the server's two years). */
export const reportSpans: Record<ReportPeriod, readonly number[]> = {
  week: [8, 12, 26, 52],
  month: [6, 12, 18],
};
export const DEFAULT_SPAN = 12;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period `span - 1` periods before the one `today` is in (a Monday, or the 1st). */
export function rangeStart(period: ReportPeriod, span: number, today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  if (period === 'week') {
    const monday = new Date(day);
    monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) - 7 * (span - 1));
    return iso(monday);
  }
  return iso(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - (span - 1), 1)));
}

/** Today on the device's clock, `YYYY-MM-DD`. */
function localToday(): string {
  const now = new Date();
  return iso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** The period and span in the address (`?period=month&span=18`), checked; unknown values fall back. */
export function rangeFromParams(
  params: URLSearchParams,
  today = localToday(),
): { period: ReportPeriod; span: number; range: ReportRange } {
  const asked = params.get('period');
  const period: ReportPeriod = reportPeriods.find((p) => p === asked) ?? 'week';
  const spanAsked = Number(params.get('span'));
  const span = reportSpans[period].includes(spanAsked) ? spanAsked : DEFAULT_SPAN;
  const range: ReportRange =
    span === DEFAULT_SPAN ? { period } : { period, from: rangeStart(period, span, today) };
  return { period, span, range };
}
