import type { ChurchEvent } from '@congregate/contracts';
import { wallTimeOf } from '../../../../lib/format/zoned-time.ts';

/** Whether an event is held today: under way now, or starting on this day (the calendar of the event's locale). */
export function heldToday(event: ChurchEvent, now: Date): boolean {
  const start = new Date(event.startsAt);
  const day = (at: Date) => wallTimeOf(at, event.timeZone).slice(0, 10);
  return day(start) === day(now) || (start <= now && now < new Date(event.endsAt));
}

/** The events an usher picks from: not cancelled, today's first, then the rest soonest first. */
export function scannable(events: readonly ChurchEvent[], now: Date): ChurchEvent[] {
  const open = events.filter((e) => e.cancelledAt === null && e.hasBaptism);
  return [...open.filter((e) => heldToday(e, now)), ...open.filter((e) => !heldToday(e, now))];
}
