import type { Database } from '../../../db/client.ts';
import { createGuestRsvpsService } from './guest-rsvps.service.ts';
import { createRsvpAdminService } from './rsvp-admin.service.ts';
import { createRsvpCore, type RsvpsDeps } from './rsvp-core.ts';
import { createRsvpDoorService } from './rsvp-door.service.ts';

export { rsvpAnswer, type RsvpsDeps } from './rsvp-core.ts';

/**
 * RSVPs: a guest's own (public, with a signed code), a flock leader's for a guest, the ushers' arrivals and
 * walk-ins, and the locale admins' lists, corrections and figures. Seats: the party sizes of `registered`,
 * `confirmed` and `attended` RSVPs count against the event's capacity; changes lock the event row so two
 * RSVPs never both take the last seat.
 */
export function createRsvpsService(db: Database, deps: RsvpsDeps) {
  const core = createRsvpCore(db, deps);
  return {
    promote: core.promote,
    ...createGuestRsvpsService(db, deps, core),
    ...createRsvpAdminService(db, deps, core),
    ...createRsvpDoorService(db, deps, core),
  };
}

export type RsvpsService = ReturnType<typeof createRsvpsService>;
