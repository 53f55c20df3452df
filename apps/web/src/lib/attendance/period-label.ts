import type { ReportPeriod } from '@congregate/contracts';
import type { Language } from '../i18n/index.ts';

const tag = (language: Language) => (language === 'fil' ? 'fil-PH' : 'en');

/** A report period as a column heading: a week by its Monday ("2 Mar"), a month by name ("Mar 2026"). */
export function periodLabel(start: string, period: ReportPeriod, language: Language): string {
  const day = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return start;
  return day.toLocaleDateString(
    tag(language),
    period === 'week'
      ? { timeZone: 'UTC', day: 'numeric', month: 'short' }
      : { timeZone: 'UTC', month: 'short', year: 'numeric' },
  );
}
