import type { Celebrant, CelebrantKind, CelebrantPeriod } from '@congregate/contracts';

/** Calendar days (`YYYY-MM-DD`, a locale's wall-clock dates) of a flock's week and celebrants. */

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);

/** Today on a zone's wall clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The hour (0–23) on a zone's wall clock. */
export function hourIn(timeZone: string, now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
}

/** The Sunday starting the week of the day (a flock's weeks run Sunday to Saturday). */
export const sundayOf = (day: string) => addDays(day, -new Date(toTime(day)).getUTCDay());

/** First and last day of the week or month holding the day. */
export function periodOf(day: string, period: CelebrantPeriod): { start: string; end: string } {
  if (period === 'week') {
    const start = sundayOf(day);
    return { start, end: addDays(start, 6) };
  }
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { start: `${day.slice(0, 7)}-01`, end: toDay(Date.UTC(year, month, 0)) };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The day's anniversary in a year: Feb 29 falls on Feb 28 in other years. */
export function anniversaryIn(day: string, year: number): string {
  const monthDay = day.slice(5);
  const shown = monthDay === '02-29' && !isLeap(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${shown}`;
}

interface CelebrantSource {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  mobile: string | null;
  email: string | null;
  birthDate: string | null;
  weddingDate: string | null;
}

/** The birthdays and wedding anniversaries (a year or more on) falling within the days, by date then name. */
export function celebrantsBetween(
  people: readonly CelebrantSource[],
  start: string,
  end: string,
): Celebrant[] {
  const years = [...new Set([Number(start.slice(0, 4)), Number(end.slice(0, 4))])];
  const found: Celebrant[] = [];
  for (const person of people) {
    const kinds: [CelebrantKind, string | null][] = [
      ['birthday', person.birthDate],
      ['wedding', person.weddingDate],
    ];
    for (const [kind, origin] of kinds) {
      if (!origin) continue;
      for (const year of years) {
        const date = anniversaryIn(origin, year);
        const count = year - Number(origin.slice(0, 4));
        if (date < start || date > end || count < 1) continue;
        found.push({
          memberId: person.id,
          name: `${person.firstName} ${person.lastName}`,
          photo: person.photo,
          kind,
          date,
          years: count,
          mobile: person.mobile,
          email: person.email,
        });
      }
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
