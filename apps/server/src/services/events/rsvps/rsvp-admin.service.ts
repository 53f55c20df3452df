import {
  csvText,
  type EventSummary,
  type OnBehalfRsvp,
  type RegisteredGuestRsvp,
  type Rsvp,
  type RsvpPage,
  type RsvpPatch,
  type RsvpStatus,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { registersOnBehalf } from '../../../access/rsvp-access.ts';
import { outsideScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { invalidInput, notFound } from '../../../lib/errors.ts';
import { nameOf, notTaking, rsvpAnswer, type RsvpCore, type RsvpsDeps } from './rsvp-core.ts';
import {
  countByFlock,
  countBySoulWinner,
  countRsvps,
  findMemberForRsvps,
  findRsvp,
  listAllRsvps,
  listRecentArrivals,
  listRsvps,
  lockRsvp,
  rsvpKeys,
  updateRsvp,
  type NewRsvpRow,
} from './rsvps.repository.ts';

/** Arrivals the summary lists (the minister's live list). */
const RECENT_ARRIVALS = 20;

/** The church's own RSVPs: a flock leader's for a guest, and the locale admins' lists, corrections and figures. */
export function createRsvpAdminService(db: Database, deps: RsvpsDeps, core: RsvpCore) {
  const { churchEvents } = deps;

  return {
    /** `POST events/{id}/rsvps/on-behalf`: the leader of the inviting member's flock, or an admin over the locale. */
    async onBehalf(actor: Actor, eventId: string, body: OnBehalfRsvp): Promise<RegisteredGuestRsvp> {
      const event = await churchEvents.find(eventId);
      const member = await findMemberForRsvps(db, body.memberId);
      if (!event || !registersOnBehalf(actor, { id: event.localeId, districtId: event.districtId }, member)) {
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
      const row = await core.takeRsvp(event, body, {
        held: 'registered',
        source: 'flock-leader',
        inviter: member,
        actor,
        audit: true,
      });
      // The code goes only to the guest (e-mail or text): the leader's answer has none, so only the guest confirms.
      await core.mailCode(row, event, await core.codeOf(row));
      const { code: _code, ...answer } = await core.guestAnswer(row, '-');
      return answer;
    },

    /** `GET events/{id}/rsvps`: an admin over the locale; newest first, filtered, with the total. */
    async list(
      actor: Actor,
      allowed: RecordInScope<'church-event'>,
      query: {
        status?: RsvpStatus;
        q?: string;
        soulWinnerId?: string;
        firstTime?: 'true' | 'false';
        cursor?: string;
        limit: number;
      },
    ): Promise<RsvpPage> {
      const eventId = allowed.id;
      const after = rsvpKeys.read(query.cursor);
      const { rows, total } = await listRsvps(
        db,
        eventId,
        {
          status: query.status,
          q: query.q || undefined,
          soulWinnerId: query.soulWinnerId,
          firstTime: query.firstTime === undefined ? undefined : query.firstTime === 'true',
        },
        after ? { createdAt: after[0], id: after[1] } : null,
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(rsvpAnswer),
        total,
        nextCursor: rsvpKeys.next(rows, query.limit, (row) => [row.cursorAt, row.id]),
      };
    },

    /** `GET events/{id}/rsvps/export`: every RSVP as CSV (with a byte-order mark); an admin over the locale. */
    async exportCsv(
      actor: Actor,
      allowed: RecordInScope<'church-event'>,
    ): Promise<{ filename: string; csv: string }> {
      const eventId = allowed.id;
      const event = await core.eventOf(allowed);
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
    async update(
      actor: Actor,
      allowed: RecordInScope<'church-event'>,
      rsvpId: string,
      patch: RsvpPatch,
    ): Promise<Rsvp> {
      const event = await core.eventOf(allowed);
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
        if (values.status === 'attended') await core.markPepAttending(tx, before.pepId, actor.userId);
        // Seats freed by a cancellation or a smaller party go to the waiting list.
        const freed =
          values.status === 'cancelled' ||
          (patch.partySize !== undefined && patch.partySize < before.partySize);
        if (freed) await core.promote(tx, event.id);
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
    async summary(actor: Actor, allowed: RecordInScope<'church-event'>): Promise<EventSummary> {
      const eventId = allowed.id;
      const event = await core.eventOf(allowed);
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
  };
}
