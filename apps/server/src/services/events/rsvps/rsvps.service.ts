import { jwtVerify } from 'jose';
import { z } from 'zod';
import {
  csvText,
  idSchema,
  RSVP_CODE_TYPE,
  RSVP_LIMITS,
  rsvpFormProblems,
  type Arrival,
  type CardKey,
  type EventSummary,
  type GuestRsvp,
  type GuestRsvpView,
  type NewRsvp,
  type OnBehalfRsvp,
  type RegisteredGuestRsvp,
  type RsvpReceipt,
  type Rsvp,
  type RsvpPage,
  type RsvpPatch,
  type RsvpSource,
  type RsvpStatus,
  type WalkIn,
} from '@congregate/contracts';
import { cachedVerifyingKey } from '../../../integrations/card-keys/verifying-key.ts';
import { filledHoneypot } from '../../../lib/bot-check.ts';
import { sha256 } from '../../../lib/tokens.ts';
import { addressGroup } from '../../../lib/client-address.ts';
import type { TextSender } from '../../../integrations/sms/text-sender.ts';
import type { FormTokensService } from '../form-tokens/form-tokens.service.ts';
import type { OpaqueHandles } from '../../../lib/opaque-handles.ts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import {
  administers,
  leadsFlock,
  ledFlockIds,
  outsideScope,
  requireAdminScope,
  ushers,
} from '../../../access/scope.ts';
import { escapeHtml, type MailOutbox } from '../../../integrations/email/email.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, invalidInput, notFound, rateLimited } from '../../../lib/errors.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../../lib/paging.ts';
import type { Realtime } from '../../../lib/realtime.ts';
import type { ChurchEventRow, ChurchEventsService } from '../church-events/church-events.service.ts';
import type { PepsService } from '../peps/peps.service.ts';
import type { TokenSigner } from '../baptisms/baptisms.service.ts';
import {
  countByFlock,
  countBySoulWinner,
  countRsvps,
  findMemberForRsvps,
  findRsvp,
  countRsvpsFromAddress,
  findRsvpByContact,
  findSameRsvp,
  insertRsvp,
  listAllRsvps,
  listRecentArrivals,
  listRsvps,
  listWaitlisted,
  localesOfFlocks,
  lockRsvp,
  updateRsvp,
  waitlistPositionOf,
  type NewRsvpRow,
  type RsvpRow,
} from './rsvps.repository.ts';

export interface RsvpsDeps {
  churchEvents: ChurchEventsService;
  peps: PepsService;
  signToken: TokenSigner;
  cardKey: () => Promise<CardKey>;
  config: Pick<AppConfig, 'publicUrl'>;
  mail: Pick<MailOutbox, 'post'>;
  /** The guest's link to a mobile when they gave one. */
  texts: TextSender;
  /** Public forms' tokens (a guest's own RSVP spends one). */
  formTokens: Pick<FormTokensService, 'spend'>;
  /** Opens the inviter handles the public name search answers. */
  inviterHandles: Pick<OpaqueHandles, 'open'>;
  /** Tells the minister's screen (an `arrivals` counter of the event) that someone came in. */
  realtime: Pick<Realtime, 'publish'>;
}

/** The live counter of an event's arrivals (the minister's screen reads the summary again). */
const arrivalsCounter = (event: { id: string; localeId: string }) =>
  ({ type: 'counter', name: 'arrivals', localeId: event.localeId, ref: event.id }) as const;

/** Arrivals the summary lists (the minister's live list). */
const RECENT_ARRIVALS = 20;
const iso = (at: Date | null) => (at ? at.toISOString() : null);
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const claimsSchema = z.object({ sub: idSchema, evt: idSchema, v: z.number().int() });

/** An RSVP as the locale's admins see it. */
export function rsvpAnswer(row: RsvpRow): Rsvp {
  return {
    id: row.id,
    eventId: row.eventId,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: nameOf(row),
    mobile: row.mobile,
    email: row.email,
    partySize: row.partySize,
    firstTime: row.firstTime,
    consentToContact: row.consentToContact,
    status: row.status as RsvpStatus,
    source: row.source as RsvpSource,
    soulWinner:
      row.invitedBy && row.soulWinnerFirstName !== null
        ? {
            id: row.invitedBy,
            displayName: `${row.soulWinnerFirstName} ${row.soulWinnerLastName}`,
            flock:
              row.soulWinnerFlockId && row.soulWinnerFlockName
                ? { id: row.soulWinnerFlockId, name: row.soulWinnerFlockName }
                : null,
          }
        : null,
    pepId: row.pepId,
    notes: row.notes,
    arrivedAt: iso(row.arrivedAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A scan refused (422) with a message the usher reads, and a code the page words. */
const scanRefused = (code: string, message: string) =>
  invalidInput([{ path: 'code', message, code }], message);

/** The 409 of an event that takes no RSVP now, with the reason the page words. */
function notTaking(reason: NonNullable<ReturnType<ChurchEventsService['rsvpRefusal']>>) {
  const messages = {
    event_cancelled: 'This event was cancelled',
    event_over: 'This event is over',
    rsvp_not_open: 'RSVPs for this event have not opened yet',
    rsvp_closed: 'RSVPs for this event are closed',
  } as const;
  return conflict(messages[reason], { reason });
}

/**
 * RSVPs: a guest's own (public, with a signed code), a flock leader's for a guest, the ushers' arrivals and
 * walk-ins, and the locale admins' lists, corrections and figures. Seats: the party sizes of `registered`,
 * `confirmed` and `attended` RSVPs count against the event's capacity; changes lock the event row so two
 * RSVPs never both take the last seat.
 */
export function createRsvpsService(db: Database, deps: RsvpsDeps) {
  const { churchEvents, peps } = deps;
  /** The card key's public half, imported once per key. */
  const verifyingKey = cachedVerifyingKey(deps.cardKey);

  const codeOf = (row: Pick<RsvpRow, 'id' | 'eventId' | 'codeVersion'>) =>
    deps.signToken(RSVP_CODE_TYPE, row.id, { evt: row.eventId, v: row.codeVersion });

  /** What a code says, when this church signed it as an RSVP code; null otherwise. */
  async function readCode(code: string): Promise<{ rsvpId: string; eventId: string; v: number } | null> {
    try {
      const { payload } = await jwtVerify(code, await verifyingKey(), {
        algorithms: ['EdDSA'],
        typ: RSVP_CODE_TYPE,
      });
      const claims = claimsSchema.safeParse(payload);
      return claims.success ? { rsvpId: claims.data.sub, eventId: claims.data.evt, v: claims.data.v } : null;
    } catch {
      return null;
    }
  }

  /** The RSVP a code is for, when the code is genuine and current; null for a forged, stale or unknown one. */
  async function rsvpOfCode(code: string): Promise<{ row: RsvpRow; eventId: string } | null> {
    const claims = await readCode(code);
    if (!claims) return null;
    const row = await findRsvp(db, claims.rsvpId);
    if (!row || row.eventId !== claims.eventId || row.codeVersion !== claims.v) return null;
    return { row, eventId: claims.eventId };
  }

  async function guestAnswer(row: RsvpRow, code?: string): Promise<GuestRsvp> {
    return {
      id: row.id,
      eventId: row.eventId,
      firstName: row.firstName,
      lastName: row.lastName,
      partySize: row.partySize,
      status: row.status as RsvpStatus,
      waitlistPosition: row.status === 'waitlisted' ? await waitlistPositionOf(db, row) : null,
      arrivedAt: iso(row.arrivedAt),
      createdAt: row.createdAt.toISOString(),
      code: code ?? (await codeOf(row)),
    };
  }

  /** Whether a party fits the free seats (`without`: an RSVP whose own seats are counted as free). */
  async function fits(tx: Executor, event: ChurchEventRow, partySize: number, without?: RsvpRow) {
    if (event.capacity === null) return true;
    const held = without && ['registered', 'confirmed'].includes(without.status) ? without.partySize : 0;
    const taken = (await churchEvents.seatsTaken(event.id, tx)) - held;
    return taken + partySize <= event.capacity;
  }

  /** Moves waitlisted RSVPs up in order of creation while their party fits (the event row is locked). */
  async function promote(tx: Executor, eventId: string): Promise<void> {
    const event = await churchEvents.lock(tx, eventId);
    if (!event || event.cancelledAt) return;
    let free =
      event.capacity === null ? Infinity : event.capacity - (await churchEvents.seatsTaken(eventId, tx));
    for (const waiting of await listWaitlisted(tx, eventId)) {
      if (waiting.partySize > free) break;
      free -= waiting.partySize;
      await updateRsvp(tx, waiting.id, {
        status: waiting.source === 'flock-leader' ? 'registered' : 'confirmed',
      });
    }
  }
  churchEvents.useWaitlist({ promote });

  /** The inviter, when an endorsed member of the event's locale; anyone else is ignored (null). */
  async function inviterIn(tx: Executor, ref: string | undefined, localeId: string) {
    const memberId = ref?.startsWith('h1.') ? await deps.inviterHandles.open(ref) : ref;
    if (!memberId) return null;
    const member = await findMemberForRsvps(tx, memberId);
    return member && member.endorsed && member.localeId === localeId ? member : null;
  }

  /** The link a guest sees, confirms or cancels their RSVP at. */
  const guestLink = (row: Pick<RsvpRow, 'eventId' | 'invitedBy'>, code: string) =>
    `${deps.config.publicUrl}/invitation/${row.eventId}/${row.invitedBy ?? '-'}?rsvp=${encodeURIComponent(code)}`;

  async function mailCode(row: RsvpRow, event: ChurchEventRow, code: string, tx?: Executor) {
    if (row.mobile) {
      await deps.texts.send(
        { to: row.mobile, body: `${event.title}: your RSVP and its QR code are at ${guestLink(row, code)}` },
        'rsvp-code',
      );
    }
    if (!row.email) return;
    const when = new Intl.DateTimeFormat('en', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: event.timeZone,
    }).format(event.startsAt);
    const status = {
      registered: 'registered: please confirm through the link below',
      confirmed: 'confirmed: a seat is yours',
      waitlisted: 'on the waiting list: we will hold a seat for you as soon as one frees',
      attended: 'admitted',
      cancelled: 'cancelled',
    }[row.status as RsvpStatus];
    const where = event.venue ?? event.localeName;
    const link = guestLink(row, code);
    await deps.mail.post(
      {
        to: row.email,
        subject: `Your RSVP: ${event.title}`,
        text:
          `Dear ${row.firstName},\n\n${event.title}\n${when}\n${where}\n\nYour RSVP is ${status}.\n` +
          `Party of ${row.partySize}.\n\nShow the QR code at this link at the door, or change your RSVP there:\n${link}\n`,
        html:
          `<p>Dear ${escapeHtml(row.firstName)},</p><p><strong>${escapeHtml(event.title)}</strong><br>` +
          `${escapeHtml(when)}<br>${escapeHtml(where)}</p><p>Your RSVP is ${escapeHtml(status)}. ` +
          `Party of ${row.partySize}.</p><p><a href="${escapeHtml(link)}">Your RSVP and its QR code</a>: ` +
          `show it at the door, or change your RSVP there.</p>`,
      },
      'rsvp-code',
      tx,
    );
  }

  /**
   * In-app notices of a new RSVP: to the locale's admins (its RSVP list) and to the account of the member
   * whose link it came from (the guest's PEP) — not when that member entered it themselves.
   */
  async function tellInviterAndLocale(
    tx: Executor,
    row: RsvpRow,
    event: ChurchEventRow,
    inviterUserId: string | null,
    pepId: string,
    actorUserId: string | null,
  ) {
    const party = row.partySize > 1 ? ` (party of ${row.partySize})` : '';
    const data = { eventId: event.id, rsvpId: row.id, pepId };
    const notices: Notice[] = [
      {
        localeId: event.localeId,
        kind: 'rsvp.new',
        message: `${nameOf(row)} RSVP’d to ${event.title}${party}.`,
        link: `/admin-rsvp?locale=${event.localeId}&eventId=${event.id}`,
        data,
      },
      ...(inviterUserId && inviterUserId !== actorUserId
        ? [
            {
              userId: inviterUserId,
              kind: 'rsvp.new' as const,
              message: `${nameOf(row)} RSVP’d to ${event.title} from your invitation${party}.`,
              link: `/pep/${pepId}`,
              data,
            },
          ]
        : []),
    ];
    await notify(tx, notices);
  }

  interface GuestInput {
    firstName: string;
    lastName: string;
    mobile?: string;
    email?: string;
    partySize: number;
    firstTime?: boolean;
    consentToContact?: boolean;
  }

  /**
   * Takes (or updates, for the same person) a guest's RSVP in a transaction holding the event row, makes or finds
   * their PEP and tells the inviter and the locale. `held`: the status while seats remain (`confirmed` for the
   * guest's own, `registered` for a leader's).
   */
  async function takeRsvp(
    event: ChurchEventRow,
    guest: GuestInput,
    how: {
      held: 'confirmed' | 'registered';
      source: RsvpSource;
      inviter: Awaited<ReturnType<typeof inviterIn>>;
      actor: Actor | null;
      audit?: boolean;
    },
  ): Promise<RsvpRow> {
    const rsvpId = await db.transaction(async (tx) => {
      const locked = (await churchEvents.lock(tx, event.id))!;
      const refusal = churchEvents.rsvpRefusal(locked);
      if (refusal && (how.held === 'confirmed' || ['event_cancelled', 'event_over'].includes(refusal))) {
        throw notTaking(refusal);
      }
      const contact = { mobile: guest.mobile ?? null, email: guest.email ?? null };
      const same = await findSameRsvp(tx, event.id, { ...guest, ...contact });
      let id: string;
      let before: RsvpRow | null = null;
      if (same) {
        before = same;
        id = same.id;
        const values: Partial<NewRsvpRow> = {
          partySize: guest.partySize,
          ...(guest.mobile ? { mobile: guest.mobile } : {}),
          ...(guest.email ? { email: guest.email } : {}),
          ...(guest.consentToContact ? { consentToContact: true } : {}),
          ...(guest.firstTime ? { firstTime: true } : {}),
          ...(same.invitedBy === null && how.inviter ? { invitedBy: how.inviter.id } : {}),
        };
        if (same.status !== 'attended') {
          const seat = await fits(tx, locked, guest.partySize, same);
          // A guest's own RSVP over a leader's counts as their confirmation.
          const held = same.status === 'confirmed' ? 'confirmed' : how.held;
          values.status = seat ? held : 'waitlisted';
          if (same.status === 'cancelled') {
            values.cancelledAt = null;
            values.codeVersion = same.codeVersion + 1;
          }
        }
        await updateRsvp(tx, id, values);
      } else {
        const seat = await fits(tx, locked, guest.partySize);
        id = await insertRsvp(tx, {
          eventId: event.id,
          firstName: guest.firstName,
          lastName: guest.lastName,
          ...contact,
          partySize: guest.partySize,
          firstTime: guest.firstTime ?? false,
          consentToContact: guest.consentToContact ?? false,
          status: seat ? how.held : 'waitlisted',
          source: how.source,
          invitedBy: how.inviter?.id ?? null,
          registeredBy: how.actor?.userId ?? null,
        });
      }
      const current = (await findRsvp(tx, id))!;
      const pep = await peps.findOrMakeForGuest(tx, {
        localeId: event.localeId,
        firstName: current.firstName,
        lastName: current.lastName,
        mobile: current.mobile,
        email: current.email,
        soulWinnerId: current.invitedBy,
        source: 'event-rsvp',
        consentToContact: current.consentToContact,
        by: how.actor?.userId ?? null,
      });
      if (current.pepId !== pep.pepId) await updateRsvp(tx, id, { pepId: pep.pepId });
      // A smaller party frees seats for the waiting list.
      if (before && before.partySize > guest.partySize) await promote(tx, event.id);
      await tellInviterAndLocale(
        tx,
        current,
        event,
        how.inviter?.userId ?? null,
        pep.pepId,
        how.actor?.userId ?? null,
      );
      if (how.audit && how.actor) {
        await writeAudit(tx, {
          actorUserId: how.actor.userId,
          action: 'rsvp.on-behalf',
          entityType: 'event_rsvps',
          entityId: id,
          localeId: event.localeId,
          before: before ? { status: before.status, partySize: before.partySize } : null,
          after: {
            eventId: event.id,
            name: nameOf(current),
            partySize: current.partySize,
            status: current.status,
            memberId: how.inviter?.id ?? null,
          },
        });
      }
      return id;
    });
    return (await findRsvp(db, rsvpId))!;
  }

  /** The event, refused (403, 404 only to a super admin) unless the caller administers its locale. */
  async function requireEventAdmin(actor: Actor, eventId: string): Promise<ChurchEventRow> {
    requireAdminScope(actor);
    const event = await churchEvents.find(eventId);
    if (!event || !administers(actor, { id: event.localeId, districtId: event.districtId })) {
      throw outsideScope(actor, event !== null, 'The event', 'This event is outside your scope');
    }
    return event;
  }

  /** The event, refused unless the caller ushers at it: an admin over its locale or a leader of a flock of it. */
  async function requireUsher(actor: Actor, eventId: string): Promise<ChurchEventRow> {
    const event = await churchEvents.find(eventId);
    const ledLocales = await localesOfFlocks(db, ledFlockIds(actor));
    if (!event || !ushers(actor, { id: event.localeId, districtId: event.districtId }, ledLocales)) {
      throw outsideScope(
        actor,
        event !== null,
        'The event',
        'Only the ushers of this event’s locale may do this',
      );
    }
    return event;
  }

  /** Moves the guest's PEP to `attending` when it was only `contacted` (they came). */
  async function markPepAttending(tx: Executor, pepId: string | null, by: string) {
    if (!pepId) return;
    const pep = await peps.find(null, pepId, tx);
    if (pep && pep.stage === 'contacted') await peps.setStage(tx, pepId, { to: 'attending', by });
  }

  return {
    promote,

    /** The guest's own link to their RSVP and its QR code (the event reminder e-mails it). */
    guestLinkOf: async (row: Pick<RsvpRow, 'id' | 'eventId' | 'codeVersion' | 'invitedBy'>) =>
      guestLink(row, await codeOf(row)),

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
      const inviter = await inviterIn(db, body.invitedBy, event.localeId);
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
        const seat = await fits(tx, locked, body.partySize);
        const id = await insertRsvp(tx, {
          eventId: event.id,
          firstName: body.firstName,
          lastName: body.lastName,
          ...contact,
          partySize: body.partySize,
          firstTime: body.firstTime ?? false,
          consentToContact: body.consentToContact ?? false,
          status: seat ? 'confirmed' : 'waitlisted',
          source: 'invitation',
          invitedBy: inviter?.id ?? null,
          registeredBy: null,
          addressKey,
          linkSentAt: new Date(),
        });
        const row = (await findRsvp(tx, id))!;
        const pep = await peps.findOrMakeForGuest(tx, {
          localeId: event.localeId,
          firstName: row.firstName,
          lastName: row.lastName,
          mobile: row.mobile,
          email: row.email,
          soulWinnerId: row.invitedBy,
          source: 'event-rsvp',
          consentToContact: row.consentToContact,
          by: null,
        });
        await updateRsvp(tx, id, { pepId: pep.pepId });
        await tellInviterAndLocale(tx, row, event, inviter?.userId ?? null, pep.pepId, null);
        return row;
      });
      // The link goes to the contact on file (an existing RSVP's, not the form's), queued after the commit.
      if (toSend) await mailCode(toSend, event, await codeOf(toSend));
      return { received: true, sentTo: { email: contact.email !== null, mobile: contact.mobile !== null } };
    },

    /** `GET rsvps/by-code` (public): the guest's RSVP and its event; a forged, stale or unknown code 404. */
    async byCode(code: string): Promise<GuestRsvpView> {
      const found = await rsvpOfCode(code);
      if (!found) throw notFound('The RSVP');
      const event = (await churchEvents.find(found.eventId))!;
      return {
        rsvp: await guestAnswer(found.row, code),
        event: churchEvents.publicEventAnswer(event, await churchEvents.seatsTaken(event.id)),
      };
    },

    /** `POST rsvps/by-code/confirm` (public): `registered` becomes `confirmed` while seats remain. */
    async confirmByCode(code: string): Promise<GuestRsvp> {
      const found = await rsvpOfCode(code);
      if (!found) throw notFound('The RSVP');
      const event = (await churchEvents.find(found.eventId))!;
      if (event.cancelledAt) throw notTaking('event_cancelled');
      if (found.row.status !== 'registered') return guestAnswer(found.row, code);
      await db.transaction(async (tx) => {
        const locked = (await churchEvents.lock(tx, event.id))!;
        const row = (await lockRsvp(tx, found.row.id))!;
        if (row.status !== 'registered') return;
        const seat = await fits(tx, locked, row.partySize, row);
        await updateRsvp(tx, row.id, { status: seat ? 'confirmed' : 'waitlisted' });
      });
      return guestAnswer((await findRsvp(db, found.row.id))!, code);
    },

    /** `POST rsvps/by-code/cancel` (public): cancelled, its seats to the waiting list; not once admitted (409). */
    async cancelByCode(code: string): Promise<GuestRsvp> {
      const found = await rsvpOfCode(code);
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
        await promote(tx, found.eventId);
      });
      return guestAnswer((await findRsvp(db, found.row.id))!, code);
    },

    /** `POST events/{id}/rsvps/on-behalf`: the leader of the inviting member's flock, or an admin over the locale. */
    async onBehalf(actor: Actor, eventId: string, body: OnBehalfRsvp): Promise<RegisteredGuestRsvp> {
      const event = await churchEvents.find(eventId);
      const member = await findMemberForRsvps(db, body.memberId);
      const admin =
        event !== null && administers(actor, { id: event.localeId, districtId: event.districtId });
      if (!event || !(admin || (member !== null && leadsFlock(actor, member.flockId)))) {
        throw outsideScope(
          actor,
          event !== null,
          'The event',
          'Only the member’s flock leader or an admin may do this',
        );
      }
      if (!member || !member.endorsed || member.localeId !== event.localeId) {
        throw invalidInput([
          { path: 'memberId', message: 'Choose an endorsed member of the event’s locale' },
        ]);
      }
      const refusal = churchEvents.rsvpRefusal(event);
      if (refusal === 'event_cancelled' || refusal === 'event_over') throw notTaking(refusal);
      const row = await takeRsvp(event, body, {
        held: 'registered',
        source: 'flock-leader',
        inviter: member,
        actor,
        audit: true,
      });
      // The code goes only to the guest (e-mail or text): the leader's answer has none, so only the guest confirms.
      await mailCode(row, event, await codeOf(row));
      const { code: _code, ...answer } = await guestAnswer(row, '-');
      return answer;
    },

    /** `GET events/{id}/rsvps`: an admin over the locale; newest first, filtered, with the total. */
    async list(
      actor: Actor,
      eventId: string,
      query: {
        status?: RsvpStatus;
        q?: string;
        soulWinnerId?: string;
        firstTime?: 'true' | 'false';
        cursor?: string;
        limit: number;
      },
    ): Promise<RsvpPage> {
      await requireEventAdmin(actor, eventId);
      const after = query.cursor ? decodeCursor(query.cursor, 2) : null;
      if (after && (!z.uuid().safeParse(after[1]).success || Number.isNaN(Date.parse(after[0]!)))) {
        throw invalidCursor();
      }
      const { rows, total } = await listRsvps(
        db,
        eventId,
        {
          status: query.status,
          q: query.q || undefined,
          soulWinnerId: query.soulWinnerId,
          firstTime: query.firstTime === undefined ? undefined : query.firstTime === 'true',
        },
        after ? { createdAt: after[0]!, id: after[1]! } : null,
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(rsvpAnswer),
        total,
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.cursorAt, last.id]) : null,
      };
    },

    /** `GET events/{id}/rsvps/export`: every RSVP as CSV (with a byte-order mark); an admin over the locale. */
    async exportCsv(actor: Actor, eventId: string): Promise<{ filename: string; csv: string }> {
      const event = await requireEventAdmin(actor, eventId);
      const rows = await listAllRsvps(db, eventId);
      const csv = csvText(
        [
          'First name',
          'Last name',
          'Mobile',
          'E-mail',
          'Party size',
          'Status',
          'Source',
          'First time',
          'May contact',
          'Soul winner',
          'Flock',
          'Arrived at',
          'Cancelled at',
          'RSVP’d at',
          'Notes',
        ],
        rows.map((r) => {
          const a = rsvpAnswer(r);
          return [
            a.firstName,
            a.lastName,
            a.mobile,
            a.email,
            a.partySize,
            a.status,
            a.source,
            a.firstTime ? 'yes' : 'no',
            a.consentToContact ? 'yes' : 'no',
            a.soulWinner?.displayName,
            a.soulWinner?.flock?.name,
            a.arrivedAt,
            a.cancelledAt,
            a.createdAt,
            a.notes,
          ];
        }),
      );
      const slug =
        event.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'event';
      return { filename: `rsvps-${slug}-${event.startsAt.toISOString().slice(0, 10)}.csv`, csv };
    },

    /** `PATCH events/{id}/rsvps/{rsvpId}`: an admin over the locale (audited). */
    async update(actor: Actor, eventId: string, rsvpId: string, patch: RsvpPatch): Promise<Rsvp> {
      const event = await requireEventAdmin(actor, eventId);
      const existing = await findRsvp(db, rsvpId);
      if (!existing || existing.eventId !== event.id) throw notFound('The RSVP');
      const merged = {
        mobile: patch.mobile === undefined ? existing.mobile : patch.mobile,
        email: patch.email === undefined ? existing.email : patch.email,
      };
      if (!merged.mobile && !merged.email) {
        throw invalidInput([{ path: 'mobile', message: 'Give a mobile number or an e-mail address' }]);
      }
      await db.transaction(async (tx) => {
        await churchEvents.lock(tx, event.id);
        const before = (await lockRsvp(tx, rsvpId))!;
        const values: Partial<NewRsvpRow> = {};
        for (const key of [
          'firstName',
          'lastName',
          'mobile',
          'email',
          'partySize',
          'firstTime',
          'notes',
        ] as const) {
          if (patch[key] !== undefined)
            (values as Record<string, unknown>)[key] = patch[key] === '' ? null : patch[key];
        }
        const now = new Date();
        if (patch.status !== undefined && patch.status !== before.status) {
          values.status = patch.status;
          if (patch.status === 'attended') {
            values.arrivedAt = before.arrivedAt ?? now;
            values.arrivedBy = actor.userId;
          } else if (before.status === 'attended') {
            values.arrivedAt = null;
            values.arrivedBy = null;
          }
          if (patch.status === 'cancelled') values.cancelledAt = now;
          if (before.status === 'cancelled') {
            values.cancelledAt = null;
            values.codeVersion = before.codeVersion + 1;
          }
        }
        await updateRsvp(tx, rsvpId, values);
        if (values.status === 'attended') await markPepAttending(tx, before.pepId, actor.userId);
        // Seats freed by a cancellation or a smaller party go to the waiting list.
        const freed =
          values.status === 'cancelled' ||
          (patch.partySize !== undefined && patch.partySize < before.partySize);
        if (freed) await promote(tx, event.id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'rsvp.update',
          entityType: 'event_rsvps',
          entityId: rsvpId,
          localeId: event.localeId,
          before: Object.fromEntries(
            Object.keys(values).map((key) => [
              key,
              (before as unknown as Record<string, unknown>)[key] ?? null,
            ]),
          ),
          after: values,
        });
      });
      return rsvpAnswer((await findRsvp(db, rsvpId))!);
    },

    /** `GET events/{id}/summary`: an admin over the locale. */
    async summary(actor: Actor, eventId: string): Promise<EventSummary> {
      const event = await requireEventAdmin(actor, eventId);
      const { seatsTaken, ...counts } = await countRsvps(db, eventId);
      const winners = await countBySoulWinner(db, eventId);
      const flocks = await countByFlock(db, eventId);
      const arrivals = await listRecentArrivals(db, eventId, RECENT_ARRIVALS);
      return {
        event: churchEvents.churchEventAnswer(event),
        counts,
        seatsLeft: event.capacity === null ? null : Math.max(0, event.capacity - seatsTaken),
        soulWinners: winners
          .map((w) => ({
            memberId: w.memberId,
            displayName: w.displayName,
            flockName: w.flockName,
            rsvps: Number(w.rsvps),
            arrived: Number(w.arrived),
          }))
          .sort((x, y) => y.rsvps - x.rsvps || x.displayName.localeCompare(y.displayName)),
        flocks: flocks.map((f) => ({
          flockId: f.flockId,
          flockName: f.flockName,
          rsvps: Number(f.rsvps),
          arrived: Number(f.arrived),
        })),
        recentArrivals: arrivals.map((a) => ({
          rsvpId: a.rsvpId,
          displayName: nameOf(a),
          partySize: a.partySize,
          firstTime: a.firstTime,
          arrivedAt: a.arrivedAt!.toISOString(),
        })),
      };
    },

    /** `POST events/{id}/arrivals`: an usher scans a guest's code; admitted once. */
    async arrive(actor: Actor, eventId: string, code: string): Promise<Arrival> {
      const event = await requireUsher(actor, eventId);
      const claims = await readCode(code);
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
        await markPepAttending(tx, row.pepId, actor.userId);
        await deps.realtime.publish(tx, [arrivalsCounter(event)]);
        return { previousStatus: row.status as RsvpStatus, alreadyArrivedAt: null };
      });
      return { rsvp: rsvpAnswer((await findRsvp(db, claims.rsvpId))!), ...outcome };
    },

    /** `POST events/{id}/walk-ins`: an usher registers a guest at the door, admitted at once. */
    async walkIn(actor: Actor, eventId: string, body: WalkIn): Promise<Rsvp> {
      const event = await requireUsher(actor, eventId);
      if (event.cancelledAt) throw notTaking('event_cancelled');
      const inviter = await inviterIn(db, body.invitedBy, event.localeId);
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
            eventId: event.id,
            firstName: body.firstName,
            lastName: body.lastName,
            ...contact,
            partySize: body.partySize,
            firstTime: body.firstTime ?? false,
            consentToContact: body.consentToContact ?? false,
            status: 'attended',
            source: 'walk-in',
            invitedBy: inviter?.id ?? null,
            arrivedAt: now,
            arrivedBy: actor.userId,
            registeredBy: actor.userId,
          });
        }
        const row = (await findRsvp(tx, rsvpId))!;
        const pep = await peps.findOrMakeForGuest(tx, {
          localeId: event.localeId,
          firstName: row.firstName,
          lastName: row.lastName,
          mobile: row.mobile,
          email: row.email,
          soulWinnerId: row.invitedBy,
          source: 'walk-in',
          consentToContact: row.consentToContact,
          by: actor.userId,
        });
        if (row.pepId !== pep.pepId) await updateRsvp(tx, rsvpId, { pepId: pep.pepId });
        await markPepAttending(tx, pep.pepId, actor.userId);
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

export type RsvpsService = ReturnType<typeof createRsvpsService>;
