/**
 * Wall-clock times in a locale's time zone, as a `datetime-local` field shows them (`2026-03-01T09:00`),
 * and the instants they name. An admin in Manila and one travelling abroad type the same local time for the
 * same service: times are the locale's, not the device's.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The `datetime-local` value of an instant in `timeZone`, e.g. `2026-03-01T09:00`. */
export function wallTimeOf(instant: string | number | Date, timeZone: string): string {
  const at = new Date(instant).getTime();
  return new Date(at + zoneOffsetMs(at, timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant (ISO, UTC) of a wall-clock time in `timeZone`; null when the value is not a date and time.
 * Daylight-saving safe: the offset is read again at the first guess (a time skipped by a spring-forward
 * lands an hour later, as clocks do).
 */
export function instantOfWallTime(value: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  const guess = wall - zoneOffsetMs(wall, timeZone);
  const instant = wall - zoneOffsetMs(guess, timeZone);
  return new Date(instant).toISOString();
}

/** A calendar day (`YYYY-MM-DD`) moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in `timeZone` (as at `now`) as a period of instants: from its midnight to the next. */
export function todayIn(timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const day = wallTimeOf(now, timeZone).slice(0, 10);
  return {
    from: instantOfWallTime(`${day}T00:00`, timeZone)!,
    to: instantOfWallTime(`${addDays(day, 1)}T00:00`, timeZone)!,
  };
}
