import type { Arrival, Rsvp, RsvpStatus, WalkIn } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { invalidInput } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notifications.ts';
import { guestDetails, nameOf, notTaking, rsvpAnswer, type RsvpCore, type RsvpsDeps } from './rsvp-core.ts';
import { findRsvp, findSameRsvp, insertRsvp, lockRsvp, updateRsvp } from './rsvps.repository.ts';

/** The live counter of an event's arrivals (the minister's screen reads the summary again). */
const arrivalsCounter = (event: { id: string; localeId: string }) =>
  ({ type: 'counter', name: 'arrivals', localeId: event.localeId, ref: event.id }) as const;

/** A scan refused (422) with a message the usher reads, and a code the page words. */
const scanRefused = (code: string, message: string) =>
  invalidInput([{ path: 'code', message, code }], message);

/** The door: an usher admits a guest by their code, or registers a walk-in admitted at once. */
export function createRsvpDoorService(db: Database, deps: RsvpsDeps, core: RsvpCore) {
  const { churchEvents } = deps;

  return {
    /** `POST events/{id}/arrivals`: an usher scans a guest's code; admitted once. */
    async arrive(actor: Actor, allowed: RecordInScope<'church-event'>, code: string): Promise<Arrival> {
      const event = await core.eventOf(allowed);
      const claims = await core.readCode(code);
      const known = claims ? await findRsvp(db, claims.rsvpId) : null;
      if (!claims || !known || known.codeVersion !== claims.v || known.eventId !== claims.eventId) {
        throw scanRefused('rsvp_code_invalid', 'This is not an RSVP code of this church');
      }
      if (claims.eventId !== event.id) {
        const other = await churchEvents.find(claims.eventId);
        throw scanRefused(
          'rsvp_other_event',
          `This RSVP is for another event (${other?.title ?? 'unknown'})`,
        );
      }
      if (event.cancelledAt) throw scanRefused('event_cancelled', `${event.title} was cancelled`);
      const outcome = await db.transaction(async (tx) => {
        const row = (await lockRsvp(tx, claims.rsvpId))!;
        if (row.status === 'attended' && row.arrivedAt) {
          return { previousStatus: 'attended' as RsvpStatus, alreadyArrivedAt: row.arrivedAt.toISOString() };
        }
        await updateRsvp(tx, row.id, {
          status: 'attended',
          arrivedAt: new Date(),
          arrivedBy: actor.userId,
          cancelledAt: null,
        });
        await core.markPepAttending(tx, row.pepId, actor.userId);
        await deps.realtime.publish(tx, [arrivalsCounter(event)]);
        return { previousStatus: row.status as RsvpStatus, alreadyArrivedAt: null };
      });
      return { rsvp: rsvpAnswer((await findRsvp(db, claims.rsvpId))!), ...outcome };
    },

    /** `POST events/{id}/walk-ins`: an usher registers a guest at the door, admitted at once. */
    async walkIn(actor: Actor, allowed: RecordInScope<'church-event'>, body: WalkIn): Promise<Rsvp> {
      const event = await core.eventOf(allowed);
      if (event.cancelledAt) throw notTaking('event_cancelled');
      const inviter = await core.inviterIn(db, body.invitedBy, event.localeId);
      if (body.invitedBy && !inviter) {
        throw invalidInput([
          { path: 'invitedBy', message: 'Choose an endorsed member of the event’s locale' },
        ]);
      }
      const id = await db.transaction(async (tx) => {
        await churchEvents.lock(tx, event.id);
        const contact = { mobile: body.mobile ?? null, email: body.email ?? null };
        const same = await findSameRsvp(tx, event.id, { ...body, ...contact });
        const now = new Date();
        let rsvpId: string;
        if (same) {
          rsvpId = same.id;
          await updateRsvp(tx, same.id, {
            partySize: body.partySize,
            ...(same.status === 'attended'
              ? {}
              : { status: 'attended', arrivedAt: now, arrivedBy: actor.userId }),
            cancelledAt: null,
            ...(same.invitedBy === null && inviter ? { invitedBy: inviter.id } : {}),
          });
        } else {
          rsvpId = await insertRsvp(tx, {
            ...guestDetails(event.id, body),
            status: 'attended',
            source: 'walk-in',
            invitedBy: inviter?.id ?? null,
            arrivedAt: now,
            arrivedBy: actor.userId,
            registeredBy: actor.userId,
          });
        }
        const row = (await findRsvp(tx, rsvpId))!;
        const pep = await core.pepOfGuest(tx, row, event.localeId, { source: 'walk-in', by: actor.userId });
        await core.markPepAttending(tx, pep.pepId, actor.userId);
        await deps.realtime.publish(tx, [arrivalsCounter(event)]);
        if (inviter?.userId) {
          await notify(tx, [
            {
              userId: inviter.userId,
              kind: 'rsvp.new',
              message: `${nameOf(row)} came to ${event.title} as your guest.`,
              link: `/pep/${pep.pepId}`,
              data: { eventId: event.id, rsvpId, pepId: pep.pepId },
            },
          ]);
        }
        return rsvpId;
      });
      return rsvpAnswer((await findRsvp(db, id))!);
    },
  };
}
