import { randomUUID } from 'node:crypto';
import {
  EVENT_LIMITS,
  PAST_START_GRACE_MINUTES,
  type ChurchEvent,
  type ChurchEventPatch,
  type NewChurchEvent,
  type NewDistrictEvent,
} from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { requireAdminScope } from '../../../access/scope.ts';
import { escapeHtml, type MailOutbox } from '../../../integrations/email/email.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, forbidden, invalidInput } from '../../../lib/errors.ts';
import { churchEventAnswer, iso, publicEventAnswer, rsvpRefusal } from './church-event-answers.ts';
import { createChurchEventReads } from './church-event-reads.service.ts';
import {
  deleteChurchEvent,
  eventIsInUse,
  findChurchEvent,
  guestsToTell,
  insertChurchEvent,
  localesOfDistrict,
  lockChurchEvent,
  seatsTakenOf,
  updateChurchEvent,
  type ChurchEventRow,
} from './church-events.repository.ts';

const DAY_MS = 86_400_000;

/** The words for a start before now without `recordsPast` (issue 37: such an event was saved and then lost). */
const PAST_START =
  'That start has passed. Choose a time to come, or say that you are recording an event that already happened.';

/** Whether `startsAt` is before now (less the minutes a form takes to fill in). */
const isPast = (startsAt: Date | string) =>
  new Date(startsAt).getTime() < Date.now() - PAST_START_GRACE_MINUTES * 60_000;

/** What the RSVPs feature does for events (set once both are built: it reads events, events call it back). */
export interface EventWaitlist {
  /** Moves waitlisted RSVPs up, in order of creation, while their party fits the free seats. */
  promote(tx: Executor, eventId: string): Promise<void>;
}

export interface ChurchEventsDeps {
  config: Pick<AppConfig, 'publicUrl'>;
  mail: Pick<MailOutbox, 'post'>;
}

/** Places, times and content of a new event, as stored. */
type EventPlace = Pick<NewChurchEvent, 'startsAt' | 'endsAt' | 'venue' | 'rsvpOpensAt' | 'rsvpClosesAt'>;
type EventContent = Pick<
  NewChurchEvent,
  'title' | 'type' | 'capacity' | 'maxPartySize' | 'description' | 'hasBaptism' | 'flyerUrl'
>;

function insertValues(actor: Actor, localeId: string, content: EventContent, place: EventPlace) {
  return {
    localeId,
    title: content.title,
    type: content.type,
    startsAt: new Date(place.startsAt),
    endsAt: new Date(place.endsAt),
    capacity: content.capacity ?? null,
    maxPartySize: content.maxPartySize ?? EVENT_LIMITS.defaultMaxPartySize,
    description: content.description || null,
    hasBaptism: content.type === 'baptism' || content.hasBaptism === true,
    venue: place.venue || null,
    flyerUrl: content.flyerUrl ?? null,
    rsvpOpensAt: place.rsvpOpensAt ? new Date(place.rsvpOpensAt) : null,
    rsvpClosesAt: place.rsvpClosesAt ? new Date(place.rsvpClosesAt) : null,
    createdBy: actor.userId,
  };
}

/** What the audit log keeps of an event. */
const auditedFields = (row: ChurchEventRow) => ({
  title: row.title,
  type: row.type,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  capacity: row.capacity,
  maxPartySize: row.maxPartySize,
  description: row.description,
  venue: row.venue,
  flyerUrl: row.flyerUrl,
  hasBaptism: row.hasBaptism,
  rsvpOpensAt: iso(row.rsvpOpensAt),
  rsvpClosesAt: iso(row.rsvpClosesAt),
});

/** Church events: made and changed by the locale's admins (a district's for its locales), seen by guests. */
export function createChurchEventsService(db: Database, deps: ChurchEventsDeps) {
  let waitlist: EventWaitlist | null = null;

  /** Queued in the cancellation's transaction: the guests are told exactly when it is cancelled. */
  async function tellGuestsOfCancellation(
    tx: Executor,
    row: ChurchEventRow,
    guests: { email: string; firstName: string }[],
  ) {
    const when = new Intl.DateTimeFormat('en', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: row.timeZone,
    }).format(row.startsAt);
    for (const guest of guests) {
      const text =
        `Dear ${guest.firstName},\n\n${row.title} (${when}, ${row.localeName}) has been cancelled. ` +
        `Your RSVP no longer applies.\n\nWe are sorry, and hope to see you soon.\n`;
      await deps.mail.post(
        {
          to: guest.email,
          subject: `Cancelled: ${row.title}`,
          text,
          html:
            `<p>Dear ${escapeHtml(guest.firstName)},</p><p>${escapeHtml(row.title)} (${escapeHtml(when)}, ` +
            `${escapeHtml(row.localeName)}) has been cancelled. Your RSVP no longer applies.</p>` +
            `<p>We are sorry, and hope to see you soon.</p>`,
        },
        'event-cancelled',
        tx,
      );
    }
  }

  return {
    churchEventAnswer,
    publicEventAnswer,
    rsvpRefusal,

    /** Called once by the RSVPs feature, which moves waitlisted guests up when an event's capacity grows. */
    useWaitlist(w: EventWaitlist) {
      waitlist = w;
    },

    /** The event row (with its locale's name and district), or null: for features built on events. */
    find: (id: string) => findChurchEvent(db, id),

    /** The event row locked (`FOR UPDATE`) in the caller's transaction, or null. */
    lock: (tx: Executor, id: string) => lockChurchEvent(tx, id),

    /** Seats taken (party sizes of `registered` and `confirmed` RSVPs) of one event. */
    async seatsTaken(id: string, executor: Executor = db): Promise<number> {
      return (await seatsTakenOf(executor, [id])).get(id) ?? 0;
    },

    /** `POST events`: an admin over the locale (audited). */
    /** `locale`: the locale of `body.localeId`, which the caller administers (the call's rule). */
    async create(actor: Actor, locale: RecordInScope<'locale'>, body: NewChurchEvent): Promise<ChurchEvent> {
      if (isPast(body.startsAt) && !body.recordsPast)
        throw invalidInput([{ path: 'startsAt', message: PAST_START }]);
      const values = insertValues(actor, locale.id, body, body);
      const id = await db.transaction(async (tx) => {
        const made = await insertChurchEvent(tx, values);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'event.create',
          entityType: 'church_events',
          entityId: made,
          localeId: locale.id,
          after: {
            title: body.title,
            type: body.type,
            startsAt: body.startsAt,
            endsAt: body.endsAt,
            hasBaptism: values.hasBaptism,
            venue: values.venue,
            capacity: values.capacity,
            ...(isPast(body.startsAt) ? { recordedAsPast: true } : {}),
          },
        });
        return made;
      });
      return churchEventAnswer((await findChurchEvent(db, id))!);
    },

    /** `POST events/district`: a super admin or the district's admin; a copy per locale, one series, one transaction. */
    async createForDistrict(actor: Actor, body: NewDistrictEvent): Promise<{ items: ChurchEvent[] }> {
      const scope = requireAdminScope(actor);
      if (!scope.all && !scope.districtIds.includes(body.districtId)) {
        throw forbidden('Only the district’s admin may create an event for its locales');
      }
      const wanted = body.copies.map((copy) => copy.localeId);
      const inDistrict = new Set(await localesOfDistrict(db, body.districtId, wanted));
      const outside = body.copies.flatMap((copy, i) => [
        ...(inDistrict.has(copy.localeId)
          ? []
          : [{ path: `copies.${i}.localeId`, message: 'Choose a locale of this district' }]),
        ...(isPast(copy.startsAt) && !body.recordsPast
          ? [{ path: `copies.${i}.startsAt`, message: PAST_START }]
          : []),
      ]);
      if (outside.length > 0) throw invalidInput(outside);
      const seriesId = randomUUID();
      const ids = await db.transaction(async (tx) => {
        const made: string[] = [];
        for (const copy of body.copies) {
          const values = { ...insertValues(actor, copy.localeId, body, copy), seriesId };
          const id = await insertChurchEvent(tx, values);
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'event.create',
            entityType: 'church_events',
            entityId: id,
            localeId: copy.localeId,
            after: {
              title: body.title,
              type: body.type,
              startsAt: copy.startsAt,
              endsAt: copy.endsAt,
              venue: values.venue,
              hasBaptism: values.hasBaptism,
              seriesId,
              districtId: body.districtId,
            },
          });
          made.push(id);
        }
        return made;
      });
      const rows = await Promise.all(ids.map((id) => findChurchEvent(db, id)));
      return { items: rows.map((row) => churchEventAnswer(row!)) };
    },

    /** `PATCH events/{id}`: an admin over its locale; the period as it will be; not once cancelled (audited). */
    async update(
      actor: Actor,
      event: RecordInScope<'church-event'>,
      patch: ChurchEventPatch,
    ): Promise<ChurchEvent> {
      const id = event.id;
      await db.transaction(async (tx) => {
        const row = (await lockChurchEvent(tx, id))!;
        if (row.cancelledAt) {
          throw conflict('A cancelled event cannot be changed', { reason: 'event_cancelled' });
        }
        const at = (value: string | null | undefined, current: Date | null) =>
          value === undefined ? current : value === null ? null : new Date(value);
        const startsAt = at(patch.startsAt, row.startsAt)!;
        const endsAt = at(patch.endsAt, row.endsAt)!;
        const rsvpOpensAt = at(patch.rsvpOpensAt, row.rsvpOpensAt);
        const rsvpClosesAt = at(patch.rsvpClosesAt, row.rsvpClosesAt);
        const issues = [];
        // A start moved to before now needs the admin's word; an event already past keeps its own start.
        const moved = startsAt.getTime() !== row.startsAt.getTime();
        if (moved && isPast(startsAt) && !patch.recordsPast)
          issues.push({ path: 'startsAt', message: PAST_START });
        if (endsAt <= startsAt) issues.push({ path: 'endsAt', message: 'The end must be after the start' });
        else if (endsAt.getTime() - startsAt.getTime() > 31 * DAY_MS) {
          issues.push({ path: 'endsAt', message: 'An event lasts at most 31 days' });
        }
        if (rsvpOpensAt && rsvpClosesAt && rsvpClosesAt <= rsvpOpensAt) {
          issues.push({ path: 'rsvpClosesAt', message: 'RSVPs must close after they open' });
        }
        if (row.type === 'baptism' && patch.hasBaptism === false) {
          issues.push({ path: 'hasBaptism', message: 'A baptism event always has a baptism' });
        }
        if (issues.length > 0) throw invalidInput(issues);
        const values = {
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          startsAt,
          endsAt,
          rsvpOpensAt,
          rsvpClosesAt,
          ...(patch.capacity !== undefined ? { capacity: patch.capacity } : {}),
          ...(patch.maxPartySize !== undefined ? { maxPartySize: patch.maxPartySize } : {}),
          ...(patch.description !== undefined ? { description: patch.description || null } : {}),
          ...(patch.venue !== undefined ? { venue: patch.venue || null } : {}),
          ...(patch.flyerUrl !== undefined ? { flyerUrl: patch.flyerUrl } : {}),
          ...(patch.hasBaptism !== undefined ? { hasBaptism: patch.hasBaptism } : {}),
        };
        await updateChurchEvent(tx, id, values);
        const after = (await findChurchEvent(tx, id))!;
        const raised =
          patch.capacity !== undefined &&
          (after.capacity === null || (row.capacity !== null && after.capacity > row.capacity));
        if (raised && waitlist) await waitlist.promote(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'event.update',
          entityType: 'church_events',
          entityId: id,
          localeId: row.localeId,
          before: auditedFields(row),
          after: auditedFields(after),
        });
      });
      return churchEventAnswer((await findChurchEvent(db, id))!);
    },

    /**
     * `DELETE events/{id}`: deleted when nobody RSVP'd and no PEP is scheduled for it; otherwise cancelled and
     * its guests with an e-mail told (audited either way).
     */
    async remove(
      actor: Actor,
      event: RecordInScope<'church-event'>,
    ): Promise<{ outcome: 'deleted' | 'cancelled'; guestsTold: number }> {
      const id = event.id;
      const outcome = await db.transaction(async (tx) => {
        const row = (await lockChurchEvent(tx, id))!;
        if (!(await eventIsInUse(tx, id))) {
          await deleteChurchEvent(tx, id);
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'event.delete',
            entityType: 'church_events',
            entityId: id,
            localeId: row.localeId,
            before: auditedFields(row),
          });
          return { outcome: 'deleted' as const, row, guests: [] };
        }
        // Cancelling twice tells nobody again.
        const guests = row.cancelledAt ? [] : await guestsToTell(tx, id);
        if (!row.cancelledAt) await updateChurchEvent(tx, id, { cancelledAt: new Date() });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'event.cancel',
          entityType: 'church_events',
          entityId: id,
          localeId: row.localeId,
          before: { cancelledAt: iso(row.cancelledAt) },
          after: { cancelledAt: new Date().toISOString(), guestsTold: guests.length },
        });
        await tellGuestsOfCancellation(tx, row, guests);
        return { outcome: 'cancelled' as const, row, guests };
      });
      return { outcome: outcome.outcome, guestsTold: outcome.guests.length };
    },

    ...createChurchEventReads(db),
  };
}

export type ChurchEventsService = ReturnType<typeof createChurchEventsService>;
export type { ChurchEventRow };
export { churchEventAnswer, publicEventAnswer, rsvpRefusal };
