import type { PublicEvent } from '@congregate/contracts';

/** Why a guest cannot RSVP now, or `open` (possibly onto the waiting list: `full`). */
export type RsvpState = 'open' | 'full' | 'cancelled' | 'not-open' | 'over' | 'closed';

export function rsvpState(event: PublicEvent, now = Date.now()): RsvpState {
  if (event.cancelled) return 'cancelled';
  if (event.rsvpOpen) return event.full ? 'full' : 'open';
  if (event.rsvpOpensAt && Date.parse(event.rsvpOpensAt) > now) return 'not-open';
  if (Date.parse(event.endsAt) <= now) return 'over';
  return 'closed';
}
