import {
  RSVP_LIMITS,
  rsvpFormProblems,
  type GuestRsvp,
  type GuestRsvpView,
  type NewRsvp,
  type RsvpReceipt,
} from '@congregate/contracts';
import { filledHoneypot } from '../../../lib/bot-check.ts';
import { sha256 } from '../../../lib/tokens.ts';
import { addressGroup } from '../../../lib/client-address.ts';
import { calendarFile } from '../../../lib/ics.ts';
import type { Database } from '../../../db/client.ts';
import { conflict, invalidInput, notFound, rateLimited } from '../../../lib/errors.ts';
import { guestDetails, notTaking, type RsvpCore, type RsvpsDeps } from './rsvp-core.ts';
import {
  countRsvpsFromAddress,
  findRsvp,
  findRsvpByContact,
  insertRsvp,
  lockRsvp,
  updateRsvp,
  type RsvpRow,
} from './rsvps.repository.ts';

/** A guest's own RSVP: the public form, and the page their code opens to see, confirm or cancel it. */
export function createGuestRsvpsService(db: Database, deps: RsvpsDeps, core: RsvpCore) {
  const { churchEvents } = deps;

  return {
    /** The guest's own link to their RSVP and its QR code (the event reminder e-mails it). */
    guestLinkOf: async (row: Pick<RsvpRow, 'id' | 'eventId' | 'codeVersion' | 'invitedBy'>) =>
      core.guestLink(row, await core.codeOf(row)),

    /**
     * `POST events/{id}/rsvps` (public): a guest's own RSVP (issue 35). The answer is the same whether it is new or
     * the event already has an RSVP with this e-mail or mobile — which changes nothing and has its link sent again
     * to the contact on file. At most `perAddressPerEvent` RSVPs from one address, counted before any match so a
     * refusal says nothing either; the form's token is spent in the same transaction.
     */
    async create(eventId: string, body: NewRsvp, clientAddress: string): Promise<RsvpReceipt> {
      if (filledHoneypot(body)) {
        throw invalidInput([{ path: 'website', message: rsvpFormProblems.bot, code: 'bot' }]);
      }
      const event = await churchEvents.find(eventId);
      if (!event) throw notFound('The event');
      const refusal = churchEvents.rsvpRefusal(event);
      if (refusal) throw notTaking(refusal);
      if (body.partySize > event.maxPartySize) {
        const message = rsvpFormProblems.party_too_large.replace('{max}', String(event.maxPartySize));
        throw invalidInput([{ path: 'partySize', message, code: 'party_too_large' }], message);
      }
      const addressKey = sha256(`${event.id}:${addressGroup(clientAddress)}`);
      const contact = { mobile: body.mobile ?? null, email: body.email ?? null };
      const inviter = await core.inviterIn(db, body.invitedBy, event.localeId);
      const toSend = await db.transaction(async (tx): Promise<RsvpRow | null> => {
        if ((await deps.formTokens.spend(tx, 'rsvp', body.formToken)) === 'too-fast') {
          throw invalidInput([{ path: 'formToken', message: rsvpFormProblems.bot, code: 'bot' }]);
        }
        const locked = (await churchEvents.lock(tx, event.id))!;
        const closed = churchEvents.rsvpRefusal(locked);
        if (closed) throw notTaking(closed);
        if ((await countRsvpsFromAddress(tx, event.id, addressKey)) >= RSVP_LIMITS.perAddressPerEvent) {
          throw rateLimited(
            3600,
            `At most ${RSVP_LIMITS.perAddressPerEvent} RSVPs to one event from one connection; ask the church to add more guests`,
          );
        }
        const existing = await findRsvpByContact(tx, event.id, contact);
        if (existing) {
          const resendAfter = Date.now() - RSVP_LIMITS.resendMinutes * 60_000;
          if (existing.linkSentAt && existing.linkSentAt.getTime() > resendAfter) return null;
          await updateRsvp(tx, existing.id, { linkSentAt: new Date() });
          return existing;
        }
        const seat = await core.fits(tx, locked, body.partySize);
        const id = await insertRsvp(tx, {
          ...guestDetails(event.id, body),
          status: seat ? 'confirmed' : 'waitlisted',
          source: 'invitation',
          invitedBy: inviter?.id ?? null,
          registeredBy: null,
          addressKey,
          linkSentAt: new Date(),
        });
        const row = (await findRsvp(tx, id))!;
        const pep = await core.pepOfGuest(tx, row, event.localeId, { source: 'event-rsvp', by: null });
        await core.tellInviterAndLocale(tx, row, event, inviter?.userId ?? null, pep.pepId, null);
        return row;
      });
      // The link goes to the contact on file (an existing RSVP's, not the form's), queued after the commit.
      if (toSend) await core.mailCode(toSend, event, await core.codeOf(toSend));
      return { received: true, sentTo: { email: contact.email !== null, mobile: contact.mobile !== null } };
    },

    /** `GET rsvps/by-code` (public): the guest's RSVP and its event; a forged, stale or unknown code 404. */
    async byCode(code: string): Promise<GuestRsvpView> {
      const found = await core.rsvpOfCode(code);
      if (!found) throw notFound('The RSVP');
      const event = (await churchEvents.find(found.eventId))!;
      return {
        rsvp: await core.guestAnswer(found.row, code),
        event: churchEvents.publicEventAnswer(event, await churchEvents.seatsTaken(event.id)),
      };
    },

    /** `GET rsvps/by-code/calendar` (public): the event as a calendar entry, with the guest's own link. */
    async calendarByCode(code: string): Promise<{ filename: string; ics: string }> {
      const found = await core.rsvpOfCode(code);
      if (!found) throw notFound('The RSVP');
      const event = (await churchEvents.find(found.eventId))!;
      if (event.cancelledAt) throw notTaking('event_cancelled');
      if (found.row.status === 'cancelled') {
        throw conflict('This RSVP was cancelled', { reason: 'rsvp_cancelled' });
      }
      const link = core.guestLink(found.row, code);
      const ics = calendarFile({
        uid: `rsvp-${found.row.id}@congregate`,
        title: event.title,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        location: [event.venue, event.localeName].filter(Boolean).join(', '),
        description: `Your RSVP, party of ${found.row.partySize}: show the QR code at the door. ${link}`,
        url: link,
      });
      const filename = `${event.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event'}.ics`;
      return { filename, ics };
    },

    /** `POST rsvps/by-code/confirm` (public): `registered` becomes `confirmed` while seats remain. */
    async confirmByCode(code: string): Promise<GuestRsvp> {
      const found = await core.rsvpOfCode(code);
      if (!found) throw notFound('The RSVP');
      const event = (await churchEvents.find(found.eventId))!;
      if (event.cancelledAt) throw notTaking('event_cancelled');
      if (found.row.status !== 'registered') return core.guestAnswer(found.row, code);
      await db.transaction(async (tx) => {
        const locked = (await churchEvents.lock(tx, event.id))!;
        const row = (await lockRsvp(tx, found.row.id))!;
        if (row.status !== 'registered') return;
        const seat = await core.fits(tx, locked, row.partySize, row);
        await updateRsvp(tx, row.id, { status: seat ? 'confirmed' : 'waitlisted' });
      });
      return core.guestAnswer((await findRsvp(db, found.row.id))!, code);
    },

    /** `POST rsvps/by-code/cancel` (public): cancelled, its seats to the waiting list; not once admitted (409). */
    async cancelByCode(code: string): Promise<GuestRsvp> {
      const found = await core.rsvpOfCode(code);
      if (!found) throw notFound('The RSVP');
      await db.transaction(async (tx) => {
        await churchEvents.lock(tx, found.eventId);
        const row = (await lockRsvp(tx, found.row.id))!;
        if (row.status === 'attended') {
          throw conflict('This guest was admitted already; the RSVP cannot be cancelled', {
            reason: 'rsvp_attended',
          });
        }
        if (row.status === 'cancelled') return;
        await updateRsvp(tx, row.id, { status: 'cancelled', cancelledAt: new Date() });
        await core.promote(tx, found.eventId);
      });
      return core.guestAnswer((await findRsvp(db, found.row.id))!, code);
    },
  };
}
