import type { ChurchEvent } from '@congregate/contracts';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** Whether an event is held today: under way now, or starting on this day (the device's calendar). */
export function heldToday(event: ChurchEvent, now: Date): boolean {
  const start = new Date(event.startsAt);
  return sameDay(start, now) || (start <= now && now < new Date(event.endsAt));
}

/** The events an usher picks from: not cancelled, today's first, then the rest soonest first. */
export function scannable(events: readonly ChurchEvent[], now: Date): ChurchEvent[] {
  const open = events.filter((e) => e.cancelledAt === null && e.hasBaptism);
  return [...open.filter((e) => heldToday(e, now)), ...open.filter((e) => !heldToday(e, now))];
}
