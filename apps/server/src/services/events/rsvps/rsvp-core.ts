import type { CardKey, GuestRsvp, Rsvp, RsvpSource, RsvpStatus } from '@congregate/contracts';
import type { TextSender } from '../../../integrations/sms/text-sender.ts';
import type { FormTokensService } from '../form-tokens/form-tokens.service.ts';
import type { OpaqueHandles } from '../../../lib/opaque-handles.ts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { MailOutbox } from '../../../integrations/email/email.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict } from '../../../lib/errors.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import type { Realtime } from '../../../lib/realtime.ts';
import type { ChurchEventRow, ChurchEventsService } from '../church-events/church-events.service.ts';
import type { PepsService } from '../peps/peps.service.ts';
import type { TokenSigner } from '../baptisms/baptisms.service.ts';
import { createRsvpCodes } from './rsvp-codes.ts';
import {
  findMemberForRsvps,
  findRsvp,
  findSameRsvp,
  insertRsvp,
  listWaitlisted,
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
  inviterHandles: Pick<OpaqueHandles, 'resolve'>;
  /** Tells the minister's screen (an `arrivals` counter of the event) that someone came in. */
  realtime: Pick<Realtime, 'publish'>;
}

export const iso = (at: Date | null) => (at ? at.toISOString() : null);
export const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

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

/** The 409 of an event that takes no RSVP now, with the reason the page words. */
export function notTaking(reason: NonNullable<ReturnType<ChurchEventsService['rsvpRefusal']>>) {
  const messages = {
    event_cancelled: 'This event was cancelled',
    event_over: 'This event is over',
    rsvp_not_open: 'RSVPs for this event have not opened yet',
    rsvp_closed: 'RSVPs for this event are closed',
  } as const;
  return conflict(messages[reason], { reason });
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

/** What a new RSVP holds of the guest as they gave it: name, contact, party and the two answers. */
export const guestDetails = (eventId: string, guest: GuestInput) => ({
  eventId,
  firstName: guest.firstName,
  lastName: guest.lastName,
  mobile: guest.mobile ?? null,
  email: guest.email ?? null,
  partySize: guest.partySize,
  firstTime: guest.firstTime ?? false,
  consentToContact: guest.consentToContact ?? false,
});

/**
 * What the guest's, the admins' and the door's RSVP work share: the guest's code, seats and the waiting list,
 * the inviter, the notices of a new RSVP, the guest's PEP and who may act on an event. Hands churchEvents its
 * waitlist, so it is made once per service.
 */
export function createRsvpCore(db: Database, deps: RsvpsDeps) {
  const { churchEvents, peps } = deps;
  const codes = createRsvpCodes(db, deps);

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
      reachBy: { mail: row.email !== null, phone: row.mobile !== null },
      code: code ?? (await codes.codeOf(row)),
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
      // The guest hears it by the contacts they gave (their page said so): the link with their QR, now valid.
      const moved = (await findRsvp(tx, waiting.id))!;
      await codes.mailCode(moved, event, await codes.codeOf(moved), tx);
    }
  }
  churchEvents.useWaitlist({ promote });

  /** The inviter, when an endorsed member of the event's locale; anyone else is ignored (null). */
  async function inviterIn(tx: Executor, ref: string | undefined, localeId: string) {
    const memberId = ref ? await deps.inviterHandles.resolve(ref) : null;
    if (!memberId) return null;
    const member = await findMemberForRsvps(tx, memberId);
    return member && member.endorsed && member.localeId === localeId ? member : null;
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
    const words = { guest: nameOf(row), event: event.title, partySize: row.partySize };
    const notices: Notice[] = [
      {
        localeId: event.localeId,
        kind: 'rsvp.new',
        message: `${nameOf(row)} RSVP’d to ${event.title}${party}.`,
        link: `/admin-rsvp?locale=${event.localeId}&eventId=${event.id}`,
        data,
        words: { variant: 'locale', ...words },
      },
      ...(inviterUserId && inviterUserId !== actorUserId
        ? [
            {
              userId: inviterUserId,
              kind: 'rsvp.new' as const,
              message: `${nameOf(row)} RSVP’d to ${event.title} from your invitation${party}.`,
              link: `/pep/${pepId}`,
              data,
              words: { variant: 'inviter', ...words },
            },
          ]
        : []),
    ];
    await notify(tx, notices);
  }

  /** The guest's PEP in the event's locale, found or made from the RSVP, and recorded on it. */
  async function pepOfGuest(
    tx: Executor,
    row: RsvpRow,
    localeId: string,
    how: { source: 'event-rsvp' | 'walk-in'; by: string | null },
  ) {
    const pep = await peps.findOrMakeForGuest(tx, {
      localeId,
      firstName: row.firstName,
      lastName: row.lastName,
      mobile: row.mobile,
      email: row.email,
      soulWinnerId: row.invitedBy,
      source: how.source,
      consentToContact: row.consentToContact,
      by: how.by,
    });
    if (row.pepId !== pep.pepId) await updateRsvp(tx, row.id, { pepId: pep.pepId });
    return pep;
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
          ...guestDetails(event.id, guest),
          status: seat ? how.held : 'waitlisted',
          source: how.source,
          invitedBy: how.inviter?.id ?? null,
          registeredBy: how.actor?.userId ?? null,
        });
      }
      const current = (await findRsvp(tx, id))!;
      const pep = await pepOfGuest(tx, current, event.localeId, {
        source: 'event-rsvp',
        by: how.actor?.userId ?? null,
      });
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

  /** The event a call's rule let the caller act on (an admin over its locale, or an usher at it). */
  async function eventOf(allowed: RecordInScope<'church-event'>): Promise<ChurchEventRow> {
    return (await churchEvents.find(allowed.id))!;
  }

  /** Moves the guest's PEP to `attending` when it was only `contacted` (they came). */
  async function markPepAttending(tx: Executor, pepId: string | null, by: string) {
    if (!pepId) return;
    const pep = await peps.find(null, pepId, tx);
    if (pep && pep.stage === 'contacted') await peps.setStage(tx, pepId, { to: 'attending', by });
  }

  return {
    ...codes,
    guestAnswer,
    fits,
    promote,
    inviterIn,
    tellInviterAndLocale,
    pepOfGuest,
    takeRsvp,
    eventOf,
    markPepAttending,
  };
}

/** The shared RSVP work the guest's, the admins' and the door's services are built on. */
export type RsvpCore = ReturnType<typeof createRsvpCore>;
