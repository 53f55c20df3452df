import { DOOR_WINDOW, type Arrival, type Rsvp, type RsvpStatus, type WalkIn } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notifications.ts';
import { guestDetails, nameOf, notTaking, rsvpAnswer, type RsvpCore, type RsvpsDeps } from './rsvp-core.ts';
import { findRsvp, findSameRsvp, insertRsvp, lockRsvp, updateRsvp } from './rsvps.repository.ts';

/** The live counter of an event's arrivals (the minister's screen reads the summary again). */
const arrivalsCounter = (event: { id: string; localeId: string }) =>
  ({ type: 'counter', name: 'arrivals', localeId: event.localeId, ref: event.id }) as const;

/** A scan refused (422) with a message the usher reads, and a code the page words. */
const scanRefused = (code: string, message: string) =>
  invalidInput([{ path: 'code', message, code }], message);

/**
 * The door's window (issue 37): from `DOOR_WINDOW.opensMinutesBefore` before the start to
 * `closesMinutesAfter` after the end. Outside it, a scan is refused in words with when the door opens (or when the
 * event ended), and `details.opensAt`/`endsAt` for the page; the usher may then admit the guest anyway.
 */
function outsideDoorWindow(
  event: { title: string; startsAt: Date; endsAt: Date; timeZone: string },
  now = Date.now(),
) {
  const opensAt = new Date(event.startsAt.getTime() - DOOR_WINDOW.opensMinutesBefore * 60_000);
  const closesAt = new Date(event.endsAt.getTime() + DOOR_WINDOW.closesMinutesAfter * 60_000);
  if (now >= opensAt.getTime() && now <= closesAt.getTime()) return null;
  const when = (at: Date) =>
    new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: event.timeZone,
    }).format(at);
  const message =
    now < opensAt.getTime()
      ? `Too early: the door opens ${when(opensAt)} for ${event.title}`
      : `${event.title} ended ${when(event.endsAt)}`;
  return new AppError('invalid_input', message, {
    issues: [{ path: 'code', message, code: 'outside_door_window' }],
    opensAt: opensAt.toISOString(),
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
  });
}

/** The door: an usher admits a guest by their code, or registers a walk-in admitted at once. */
export function createRsvpDoorService(db: Database, deps: RsvpsDeps, core: RsvpCore) {
  const { churchEvents } = deps;

  /** The RSVP of a scanned or typed code (a forged, stale or unknown one is refused in words). */
  async function rsvpOfCode(code: string) {
    const claims = await core.readCode(code);
    const known = claims ? await findRsvp(db, claims.rsvpId) : null;
    if (!claims || !known || known.codeVersion !== claims.v || known.eventId !== claims.eventId) {
      throw scanRefused('rsvp_code_invalid', 'This is not an RSVP code of this church');
    }
    return known;
  }

  /** The RSVP picked from the list by name: only for an usher who may read the list (an admin over the locale). */
  async function rsvpOfList(allowed: RecordInScope<'church-event'>, rsvpId: string) {
    if (!allowed.as.includes('admins')) {
      throw forbidden('Only an admin of this locale may admit a guest found by name; scan their code');
    }
    const known = await findRsvp(db, rsvpId);
    if (!known || known.eventId !== allowed.id) throw notFound('The RSVP');
    return known;
  }

  return {
    /**
     * `POST events/{id}/arrivals`: an usher scans a guest's code, or an usher who reads the list (an admin over
     * the locale) admits the RSVP found by name; admitted once.
     */
    async arrive(
      actor: Actor,
      allowed: RecordInScope<'church-event'>,
      by: { code?: string; rsvpId?: string },
      options: { admitOutsideWindow?: boolean } = {},
    ): Promise<Arrival> {
      const event = await core.eventOf(allowed);
      const known = by.rsvpId ? await rsvpOfList(allowed, by.rsvpId) : await rsvpOfCode(by.code ?? '');
      if (known.eventId !== event.id) {
        const other = await churchEvents.find(known.eventId);
        throw scanRefused(
          'rsvp_other_event',
          `This RSVP is for another event (${other?.title ?? 'unknown'})`,
        );
      }
      if (event.cancelledAt) throw scanRefused('event_cancelled', `${event.title} was cancelled`);
      const alreadyIn = known.status === 'attended' && known.arrivedAt !== null;
      const outside = alreadyIn || options.admitOutsideWindow ? null : outsideDoorWindow(event);
      if (outside) throw outside;
      const outcome = await db.transaction(async (tx) => {
        const row = (await lockRsvp(tx, known.id))!;
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
      return { rsvp: rsvpAnswer((await findRsvp(db, known.id))!), ...outcome };
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
              words: { variant: 'arrived', guest: nameOf(row), event: event.title },
            },
          ]);
        }
        return rsvpId;
      });
      return rsvpAnswer((await findRsvp(db, id))!);
    },
  };
}
