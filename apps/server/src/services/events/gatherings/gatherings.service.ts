import {
  GATHERING_LIMITS,
  type CurrentGathering,
  type Gathering,
  type GatheringChange,
  type GatheringPage,
  type GatheringRemoval,
  type GatheringSummary,
  type NewGathering,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { invalidInput, notFound } from '../../../lib/errors.ts';
import {
  cancelGathering,
  deleteGathering,
  existingSlots,
  findGathering,
  findGatheringSummary,
  findLocale,
  findNextAfter,
  findOpenAt,
  gatheringKeys,
  hasCheckIns,
  insertGathering,
  insertOccurrences,
  listGatherings,
  lockGathering,
  updateGathering,
  type GatheringRow,
  type LocaleForGatherings,
} from './gatherings.repository.ts';
import { occurrencesBetween } from './gatherings.schedule.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far ahead scheduled occurrences are made (a list reaching further shows only ad-hoc ones there). */
const HORIZON_DAYS = 60;
/** How long a locale's schedule counts as made for a window without looking again. */
const ENSURED_TTL_MS = 60_000;
/** How long the check-in path keeps a locale's schedule and check-in window. */
const LOCALE_TTL_MS = 10_000;
/** The check-in path's window end is rounded up to this, so one made window serves the next scans. */
const ROUND_MS = 10 * MINUTE_MS;

/** A gathering as the calls answer it. */
export function gatheringAnswer(row: GatheringRow): Gathering {
  return {
    id: row.id,
    localeId: row.localeId,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    checkInOpensAt: new Date(row.startsAt.getTime() - row.opensMinutes * MINUTE_MS).toISOString(),
    source: row.scheduleSlot ? 'schedule' : 'ad-hoc',
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
  };
}

/** Whether a gathering takes check-ins at `at` (its window is open and it is not cancelled). */
export function isOpenAt(row: GatheringRow, at: Date): boolean {
  const opens = row.startsAt.getTime() - row.opensMinutes * MINUTE_MS;
  return !row.cancelledAt && opens <= at.getTime() && at.getTime() < row.endsAt.getTime();
}

function checkTimes(startsAt: Date, endsAt: Date) {
  if (endsAt <= startsAt) throw invalidInput([{ path: 'endsAt', message: 'End after the start' }]);
  if (endsAt.getTime() - startsAt.getTime() > GATHERING_LIMITS.maxDurationMinutes * MINUTE_MS) {
    throw invalidInput([{ path: 'endsAt', message: 'A gathering lasts at most 24 hours' }]);
  }
}

/**
 * Gatherings: a locale's weekly schedule turned into occurrences when they are first needed (no cron), and
 * ad-hoc gatherings added by its admins.
 */
export function createGatheringsService(db: Database) {
  /** Per locale, the window whose occurrences were made lately (a cheap skip on the check-in path). */
  const ensured = new Map<string, { from: number; to: number; until: number }>();

  /** Makes the schedule's occurrences starting in [from, to) that are not stored yet. */
  async function ensureOccurrences(
    locale: LocaleForGatherings,
    from: Date,
    to: Date,
    executor: Executor = db,
  ) {
    // Not before the locale was added (less a day, for a service running as it is set up), not beyond the horizon.
    const start = Math.max(from.getTime(), locale.createdAt.getTime() - DAY_MS);
    const end = Math.min(to.getTime(), Date.now() + HORIZON_DAYS * DAY_MS);
    if (end <= start || locale.schedule.length === 0) return;
    const known = ensured.get(locale.id);
    if (known && known.until > Date.now() && known.from <= start && end <= known.to) return;
    const occurrences = occurrencesBetween(locale.schedule, locale.timeZone, new Date(start), new Date(end));
    const have = await existingSlots(
      executor,
      locale.id,
      occurrences.map((o) => o.slot),
    );
    // Only missing slots are written: reading the schedule again writes nothing (and keeps the read caches).
    await insertOccurrences(
      executor,
      locale.id,
      occurrences.filter((o) => !have.has(o.slot)),
    );
    if (executor === db) ensured.set(locale.id, { from: start, to: end, until: Date.now() + ENSURED_TTL_MS });
  }

  /** Locales as the check-in path reads them, kept a few seconds (a schedule change shows within LOCALE_TTL_MS). */
  const locales = new Map<string, { locale: LocaleForGatherings; until: number }>();
  async function cachedLocale(localeId: string): Promise<LocaleForGatherings | null> {
    const kept = locales.get(localeId);
    if (kept && kept.until > Date.now()) return kept.locale;
    const locale = await findLocale(db, localeId);
    if (locale) {
      if (locales.size > 10_000) locales.clear();
      locales.set(localeId, { locale, until: Date.now() + LOCALE_TTL_MS });
    }
    return locale;
  }

  /**
   * The locale with the occurrences a check-in at `at` may need made (a day back to eight days ahead, the end
   * rounded up to the next ten minutes so the made window stays valid for scans of the next minutes: without the
   * rounding every scan would ask for a window a few milliseconds past the one it remembers, and read the slots).
   */
  async function readyForCheckIn(localeId: string, at: Date): Promise<LocaleForGatherings | null> {
    const locale = await cachedLocale(localeId);
    if (!locale) return null;
    const to = Math.ceil((at.getTime() + 8 * DAY_MS) / ROUND_MS) * ROUND_MS;
    await ensureOccurrences(locale, new Date(at.getTime() - DAY_MS), new Date(to));
    return locale;
  }

  async function localeOr404(localeId: string): Promise<LocaleForGatherings> {
    const locale = await findLocale(db, localeId);
    if (!locale) throw notFound('The locale');
    return locale;
  }

  /** An admin over the locale; 403 (404 to a super admin for an unknown one) otherwise. */
  /** The gathering open at `at` at the locale (made from the schedule if need be), and the next one. */
  async function openAndNext(locale: LocaleForGatherings, at: Date) {
    await ensureOccurrences(locale, new Date(at.getTime() - DAY_MS), new Date(at.getTime() + 8 * DAY_MS));
    const [open, next] = await Promise.all([findOpenAt(db, locale.id, at), findNextAfter(db, locale.id, at)]);
    return { open, next };
  }

  return {
    gatheringAnswer,
    isOpenAt,

    /** A locale as gatherings read it; null when unknown. */
    locale: (localeId: string) => findLocale(db, localeId),

    /** The gathering row (with its locale's district, for scope checks); null when unknown. */
    find: (id: string) => findGathering(db, id),

    /** Locks the gathering's row inside a transaction. */
    lock: (executor: Executor, id: string) => lockGathering(executor, id),

    openAndNext,

    /**
     * The check-in path: the gathering open at the locale at `at` (made from the schedule if need be), without
     * looking for the next one; the locale is read from a short-lived copy.
     */
    async openNow(localeId: string, at: Date) {
      const locale = await readyForCheckIn(localeId, at);
      if (!locale) return { open: null, locale: null };
      return { open: await findOpenAt(db, locale.id, at), locale };
    },

    /**
     * The check-in path's preparation when the caller finds the open gathering itself (in the statement that
     * records the check-in): the locale from its short-lived copy, its schedule's occurrences made. Null when
     * the locale is unknown.
     */
    readyForCheckIn,

    /** The next gathering of the locale whose check-in opens after `at` (for a refusal to name). */
    nextAfter: (localeId: string, at: Date) => findNextAfter(db, localeId, at),

    /** The open gathering at the locale at `at`, or null; and the next, for a refusal to name. */
    async openAt(localeId: string, at: Date) {
      const locale = await findLocale(db, localeId);
      if (!locale) return { open: null, next: null, locale: null };
      return { ...(await openAndNext(locale, at)), locale };
    },

    /** `GET gatherings/current`: any signed-in session. */
    async current(_actor: Actor, localeId: string): Promise<CurrentGathering> {
      const locale = await localeOr404(localeId);
      const { open, next } = await openAndNext(locale, new Date());
      return { current: open ? gatheringAnswer(open) : null, next: next ? gatheringAnswer(next) : null };
    },

    /** `GET gatherings/{id}`: as the list, admins over its locale, the locale's endorsed members and its kiosks. */
    async one(gathering: RecordInScope<'gathering'>): Promise<GatheringSummary> {
      const row = (await findGatheringSummary(db, gathering.id))!;
      return { ...gatheringAnswer(row), checkIns: row.checkIns, firstTimers: row.firstTimers };
    },

    /** `GET gatherings`: admins over the locale, its endorsed members and its kiosks. */
    async list(
      allowed: RecordInScope<'locale'>,
      query: { from?: string; to?: string; cursor?: string; limit: number },
    ): Promise<GatheringPage> {
      const locale = (await findLocale(db, allowed.id))!;
      const now = Date.now();
      const from = query.from ? new Date(query.from) : new Date(now - 12 * 7 * DAY_MS);
      const to = query.to ? new Date(query.to) : new Date(now + 7 * DAY_MS);
      if (to <= from)
        throw invalidInput([{ path: 'to', message: 'The end of the range must be after its start' }]);
      if (to.getTime() - from.getTime() > GATHERING_LIMITS.maxListDays * DAY_MS) {
        throw invalidInput([{ path: 'to', message: 'A range covers at most 366 days' }]);
      }
      const after = gatheringKeys.read(query.cursor);
      await ensureOccurrences(locale, from, to);
      const rows = await listGatherings(
        db,
        locale.id,
        from,
        to,
        query.limit + 1,
        after ? { startsAt: after[0], id: after[1] } : null,
      );
      const page = rows.slice(0, query.limit);
      return {
        items: page.map((row) => ({
          ...gatheringAnswer(row),
          checkIns: row.checkIns,
          firstTimers: row.firstTimers,
        })),
        nextCursor: gatheringKeys.next(rows, query.limit, (row) => [row.cursorAt, row.id]),
      };
    },

    /** `POST gatherings`: an ad-hoc gathering, by an admin over the locale (audited). */
    /** `locale`: the locale of `body.localeId`, which the caller administers (the call's rule). */
    async create(actor: Actor, locale: RecordInScope<'locale'>, body: NewGathering): Promise<Gathering> {
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      checkTimes(startsAt, endsAt);
      const id = await db.transaction(async (tx) => {
        const made = await insertGathering(tx, {
          localeId: locale.id,
          title: body.title,
          startsAt,
          endsAt,
          createdBy: actor.userId,
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'gathering.create',
          entityType: 'gatherings',
          entityId: made,
          localeId: locale.id,
          after: { title: body.title, startsAt: body.startsAt, endsAt: body.endsAt },
        });
        return made;
      });
      return gatheringAnswer((await findGathering(db, id))!);
    },

    /** `PATCH gatherings/{id}`: this occurrence only (audited). */
    /** `gathering`: one the caller administers (the call's rule). */
    async update(
      actor: Actor,
      gathering: RecordInScope<'gathering'>,
      change: GatheringChange,
    ): Promise<Gathering> {
      const id = gathering.id;
      await db.transaction(async (tx) => {
        const row = await lockGathering(tx, id);
        if (!row) throw notFound('The gathering');
        const next = {
          title: change.title ?? row.title,
          startsAt: change.startsAt ? new Date(change.startsAt) : row.startsAt,
          endsAt: change.endsAt ? new Date(change.endsAt) : row.endsAt,
        };
        checkTimes(next.startsAt, next.endsAt);
        await updateGathering(tx, id, next);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'gathering.update',
          entityType: 'gatherings',
          entityId: id,
          localeId: row.localeId,
          before: {
            title: row.title,
            startsAt: row.startsAt.toISOString(),
            endsAt: row.endsAt.toISOString(),
          },
          after: {
            title: next.title,
            startsAt: next.startsAt.toISOString(),
            endsAt: next.endsAt.toISOString(),
          },
        });
      });
      return gatheringAnswer((await findGathering(db, id))!);
    },

    /** `DELETE gatherings/{id}`: deleted when ad-hoc and empty, else cancelled (audited). */
    /** `gathering`: one the caller administers (the call's rule). */
    async remove(actor: Actor, gathering: RecordInScope<'gathering'>): Promise<GatheringRemoval> {
      const id = gathering.id;
      return db.transaction(async (tx) => {
        const row = await lockGathering(tx, id);
        if (!row) throw notFound('The gathering');
        // A scheduled occurrence is only cancelled: deleted, the schedule would make it again.
        const deletable = row.scheduleSlot === null && !(await hasCheckIns(tx, id));
        if (deletable) await deleteGathering(tx, id);
        else await cancelGathering(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: deletable ? 'gathering.delete' : 'gathering.cancel',
          entityType: 'gatherings',
          entityId: id,
          localeId: row.localeId,
          before: { title: row.title, startsAt: row.startsAt.toISOString() },
        });
        const gathering = deletable ? gatheringAnswer(row) : gatheringAnswer((await findGathering(tx, id))!);
        return { outcome: deletable ? 'deleted' : 'cancelled', gathering };
      });
    },
  };
}
export type GatheringsService = ReturnType<typeof createGatheringsService>;
export type { GatheringRow };
