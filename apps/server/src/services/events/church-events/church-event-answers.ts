import type { ChurchEvent, EventType, PublicEvent } from '@congregate/contracts';
import type { ChurchEventRow } from './church-events.repository.ts';

export const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** An event as the calls answer it. */
export function churchEventAnswer(row: ChurchEventRow): ChurchEvent {
  return {
    id: row.id,
    localeId: row.localeId,
    localeName: row.localeName,
    title: row.title,
    type: row.type as EventType,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    capacity: row.capacity,
    maxPartySize: row.maxPartySize,
    description: row.description,
    hasBaptism: row.hasBaptism,
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
    venue: row.venue,
    flyerUrl: row.flyerUrl,
    timeZone: row.timeZone,
    rsvpOpensAt: iso(row.rsvpOpensAt),
    rsvpClosesAt: iso(row.rsvpClosesAt),
    seriesId: row.seriesId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Why a guest may not RSVP now, or null when they may: cancelled, over, not open yet, closed. */
export function rsvpRefusal(
  row: Pick<ChurchEventRow, 'cancelledAt' | 'endsAt' | 'rsvpOpensAt' | 'rsvpClosesAt'>,
  now = new Date(),
): 'event_cancelled' | 'event_over' | 'rsvp_not_open' | 'rsvp_closed' | null {
  if (row.cancelledAt) return 'event_cancelled';
  if (row.endsAt <= now) return 'event_over';
  if (row.rsvpOpensAt && now < row.rsvpOpensAt) return 'rsvp_not_open';
  if (row.rsvpClosesAt && now >= row.rsvpClosesAt) return 'rsvp_closed';
  return null;
}

/** What a guest sees of an event: nothing about anyone (no counts, no contact, no creator). */
export function publicEventAnswer(row: ChurchEventRow, seatsTaken: number, now = new Date()): PublicEvent {
  return {
    id: row.id,
    localeId: row.localeId,
    localeName: row.localeName,
    title: row.title,
    type: row.type as EventType,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    venue: row.venue,
    description: row.description,
    flyerUrl: row.flyerUrl,
    cancelled: row.cancelledAt !== null,
    rsvpOpen: rsvpRefusal(row, now) === null,
    rsvpOpensAt: iso(row.rsvpOpensAt),
    rsvpClosesAt: iso(row.rsvpClosesAt),
    full: row.capacity !== null && seatsTaken >= row.capacity,
    maxPartySize: row.maxPartySize,
    seriesId: row.seriesId,
    updatedAt: row.updatedAt.toISOString(),
  };
}
