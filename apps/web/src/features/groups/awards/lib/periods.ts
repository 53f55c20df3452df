import type { Award, AwardPeriod } from '@congregate/contracts';

/** A period of awards: a month (1–12) of a year, or a year. */
export interface AwardPeriodChoice {
  period: AwardPeriod;
  year: number;
  month: number;
}

/** How many months and years back the pickers offer. */
export const MONTHS_BACK = 24;
export const YEARS_BACK = 5;

/** The last ended month (awards are computed after a month ends). */
export function lastEndedMonth(today: Date = new Date()): { year: number; month: number } {
  const index = today.getFullYear() * 12 + today.getMonth() - 1;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The period the address asks for (`?year=&month=`; no month: the year), else the last ended month. */
export function periodFromParams(params: URLSearchParams, today: Date = new Date()): AwardPeriodChoice {
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  const validYear = Number.isInteger(year) && year >= 2000 && year <= 2100;
  if (validYear && Number.isInteger(month) && month >= 1 && month <= 12)
    return { period: 'month', year, month };
  if (validYear && !params.get('month')) return { period: 'year', year, month: 1 };
  return { period: 'month', ...lastEndedMonth(today) };
}

/** The period's first day, as the contracts write it (`2026-03-01`). */
export const periodStartOf = (choice: AwardPeriodChoice) =>
  `${choice.year}-${String(choice.period === 'year' ? 1 : choice.month).padStart(2, '0')}-01`;

/** "March 2026" or "2026" in the person's language. */
export function periodLabel(choice: { period: AwardPeriod; year: number; month: number }, language: string) {
  if (choice.period === 'year') return String(choice.year);
  return new Intl.DateTimeFormat(language === 'fil' ? 'fil-PH' : 'en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(choice.year, choice.month - 1, 1)));
}

/** An award's own period, from its `periodStart`. */
export function periodOfAward(award: Pick<Award, 'period' | 'periodStart'>) {
  const [year, month] = award.periodStart.split('-').map(Number) as [number, number];
  return { period: award.period, year, month };
}

/** The months the picker offers, newest first (the current month included). */
export function monthChoices(today: Date = new Date()): { year: number; month: number }[] {
  const now = today.getFullYear() * 12 + today.getMonth();
  return Array.from({ length: MONTHS_BACK }, (_, back) => {
    const index = now - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/** The years the picker offers, newest first. */
export function yearChoices(today: Date = new Date()): number[] {
  return Array.from({ length: YEARS_BACK }, (_, back) => today.getFullYear() - back);
}
