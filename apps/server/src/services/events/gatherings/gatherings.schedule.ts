import type { ServiceScheduleEntry } from '@congregate/contracts';

/** One occurrence of a weekly schedule entry, before it is stored. */
export interface Occurrence {
  /** The slot as the locale's wall clock, `YYYY-MM-DD HH:MM`: what makes the occurrence unique. */
  slot: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of a zone at an instant, as the UTC milliseconds of the same digits. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds (e.g. +8 h in Manila). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  return wallClockMs(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a zone happens, daylight saving included: the offset is looked up at the
 * first guess and again at the answer, so a date on either side of a change gets its own offset. A time the
 * clocks skip (2:30 on the spring-forward night) is read with the offset before the change (it lands an hour
 * later); a time that happens twice (the fall-back night) is its first happening.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  if (second === first) return new Date(first);
  // The offset changed between the guesses: take the earlier instant that shows this wall time, if any.
  const candidates = [first, second].filter((t) => wallClockMs(t, timeZone) === wall).sort((a, b) => a - b);
  return new Date(candidates[0] ?? Math.max(first, second));
}

/** The zone's calendar date at an instant, `YYYY-MM-DD`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/**
 * The occurrences of a weekly schedule that start in [from, to), in the locale's time zone: each entry's
 * day of the week and local time, turned into an instant date by date so daylight-saving changes move
 * nothing on the wall clock.
 */
export function occurrencesBetween(
  schedule: readonly ServiceScheduleEntry[],
  timeZone: string,
  from: Date,
  to: Date,
): Occurrence[] {
  if (schedule.length === 0 || to <= from) return [];
  const out: Occurrence[] = [];
  // One day either side: a zone far from UTC has a different calendar date at the range's edges.
  const first = Date.parse(`${localDate(from, timeZone)}T00:00:00Z`) - DAY_MS;
  const last = Date.parse(`${localDate(to, timeZone)}T00:00:00Z`) + DAY_MS;
  for (let day = first; day <= last; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    const weekday = new Date(day).getUTCDay();
    for (const entry of schedule) {
      if (entry.day !== weekday) continue;
      const startsAt = zonedTimeToUtc(date, entry.time, timeZone);
      if (startsAt < from || startsAt >= to) continue;
      out.push({
        slot: `${date} ${entry.time}`,
        title: entry.name,
        startsAt,
        endsAt: new Date(startsAt.getTime() + entry.durationMinutes * 60_000),
      });
    }
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
