import { ATTENDANCE_REPORT_LIMITS, type ReportPeriod } from '@congregate/contracts';
import { invalidInput } from '../../../lib/errors.ts';

/** Date arithmetic of the reports on `YYYY-MM-DD` days (calendar days, no clock: a locale's wall-clock dates). */

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** Today's date on a zone's wall clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The Monday of the day's ISO week. */
export function weekStart(day: string): string {
  const weekday = new Date(toTime(day)).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the period holding `day`. */
export function periodStart(day: string, period: ReportPeriod): string {
  return period === 'week' ? weekStart(day) : `${day.slice(0, 7)}-01`;
}

/** The first day of the next period. */
export function nextPeriod(start: string, period: ReportPeriod): string {
  if (period === 'week') return addDays(start, 7);
  const date = new Date(toTime(start));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** The periods covering [from, to]: each with its first and last day. */
export function periodsBetween(
  from: string,
  to: string,
  period: ReportPeriod,
): { start: string; end: string }[] {
  const periods: { start: string; end: string }[] = [];
  for (let start = periodStart(from, period); start <= to; start = nextPeriod(start, period)) {
    periods.push({ start, end: addDays(nextPeriod(start, period), -1) });
  }
  return periods;
}

/**
 * The range a report covers: `to` defaults to today, `from` to the start of the period eleven periods before
 * `to`'s (twelve periods). 422 when `to` is before `from` or the range is longer than two years.
 */
export function reportRange(
  query: { from?: string; to?: string; period: ReportPeriod },
  today: string,
): { from: string; to: string; period: ReportPeriod } {
  const to = query.to ?? today;
  let from = query.from;
  if (from === undefined) {
    from = periodStart(to, query.period);
    for (let i = 0; i < 11; i++) from = periodStart(addDays(from, -1), query.period);
  }
  if (to < from)
    throw invalidInput([{ path: 'to', message: 'The end of the range must not be before its start' }]);
  if (daysBetween(from, to) + 1 > ATTENDANCE_REPORT_LIMITS.maxRangeDays) {
    throw invalidInput([{ path: 'from', message: 'A report covers at most two years' }]);
  }
  return { from, to, period: query.period };
}
