import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ServiceScheduleEntry } from '@congregate/contracts';
import { queryNamed, type Executor } from '../../../db/executor.ts';
import { checkIns, gatherings, locales } from '../../../db/schema/index.ts';
import type { Occurrence } from './gatherings.schedule.ts';
import { keyset } from '../../../lib/keyset.ts';

/** A locale as gatherings need it. */
export interface LocaleForGatherings {
  id: string;
  name: string;
  districtId: string | null;
  timeZone: string;
  schedule: ServiceScheduleEntry[];
  opensMinutes: number;
  createdAt: Date;
}

export async function findLocale(db: Executor, localeId: string): Promise<LocaleForGatherings | null> {
  const [row] = await db
    .select({
      id: locales.id,
      name: locales.name,
      districtId: locales.districtId,
      timeZone: locales.timeZone,
      schedule: locales.serviceSchedule,
      opensMinutes: locales.checkInOpensMinutes,
      createdAt: locales.createdAt,
    })
    .from(locales)
    .where(eq(locales.id, localeId));
  return row ?? null;
}

/** A gathering row with what its answer and scope checks need from its locale. */
export interface GatheringRow {
  id: string;
  localeId: string;
  districtId: string | null;
  title: string;
  startsAt: Date;
  endsAt: Date;
  opensMinutes: number;
  scheduleSlot: string | null;
  cancelledAt: Date | null;
}

// Gatherings made before end times were kept have none: they are read as two hours long.
const endsAtSql = sql<Date>`coalesce(${gatherings.endsAt}, ${gatherings.startsAt} + interval '2 hours')`;
const opensAtSql = sql`${gatherings.startsAt} - make_interval(mins => ${locales.checkInOpensMinutes})`;

const rowColumns = {
  id: gatherings.id,
  localeId: gatherings.localeId,
  districtId: locales.districtId,
  title: gatherings.name,
  startsAt: gatherings.startsAt,
  endsAtRaw: endsAtSql,
  opensMinutes: locales.checkInOpensMinutes,
  scheduleSlot: gatherings.scheduleSlot,
  cancelledAt: gatherings.cancelledAt,
};

type RawRow = Omit<GatheringRow, 'endsAt'> & { endsAtRaw: Date | string };
const toRow = ({ endsAtRaw, ...row }: RawRow): GatheringRow => ({ ...row, endsAt: new Date(endsAtRaw) });

function selectRows(db: Executor, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(gatherings)
    .innerJoin(locales, eq(locales.id, gatherings.localeId))
    .where(where);
}

export async function findGathering(db: Executor, id: string): Promise<GatheringRow | null> {
  const [row] = await selectRows(db, eq(gatherings.id, id));
  return row ? toRow(row) : null;
}

/** Locks the gathering's row for a change (no check-in can be added to it meanwhile). */
export async function lockGathering(db: Executor, id: string): Promise<GatheringRow | null> {
  const [row] = await selectRows(db, eq(gatherings.id, id)).for('update', { of: gatherings });
  return row ? toRow(row) : null;
}

/** Which of these schedule slots of the locale already have their gathering. */
export async function existingSlots(db: Executor, localeId: string, slots: string[]): Promise<Set<string>> {
  if (slots.length === 0) return new Set();
  const rows = await db
    .select({ slot: gatherings.scheduleSlot })
    .from(gatherings)
    .where(and(eq(gatherings.localeId, localeId), inArray(gatherings.scheduleSlot, slots)));
  return new Set(rows.map((r) => r.slot!));
}

/** Stores schedule occurrences; a slot another request stored first is left as it is. */
export async function insertOccurrences(
  db: Executor,
  localeId: string,
  occurrences: Occurrence[],
): Promise<void> {
  if (occurrences.length === 0) return;
  await db
    .insert(gatherings)
    .values(
      occurrences.map((o) => ({
        localeId,
        name: o.title,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        scheduleSlot: o.slot,
        kind: 'worship',
      })),
    )
    .onConflictDoNothing();
}

/**
 * The gathering of the locale open for check-in at `at` (from `opens` minutes before its start to its end,
 * not cancelled); when two overlap, the one whose start is nearest.
 */
export async function findOpenAt(db: Executor, localeId: string, at: Date): Promise<GatheringRow | null> {
  const iso = at.toISOString();
  // Every scan asks: a named prepared statement on PostgreSQL. Bounded on starts_at so the index on
  // (locale_id, starts_at) is used: nothing opens more than 12 hours early or lasts over a day.
  const [row] = await queryNamed<RawRow>(
    db,
    'events_open_gathering',
    sql`select g.id, g.locale_id as "localeId", l.district_id as "districtId", g.name as title,
               g.starts_at as "startsAt", coalesce(g.ends_at, g.starts_at + interval '2 hours') as "endsAtRaw",
               l.check_in_opens_minutes as "opensMinutes", g.schedule_slot as "scheduleSlot",
               g.cancelled_at as "cancelledAt"
          from gatherings g join locales l on l.id = g.locale_id
         where g.locale_id = ${localeId} and g.cancelled_at is null
           and g.starts_at - make_interval(mins => l.check_in_opens_minutes) <= ${iso}::timestamptz
           and coalesce(g.ends_at, g.starts_at + interval '2 hours') > ${iso}::timestamptz
           and g.starts_at > ${iso}::timestamptz - interval '2 days'
           and g.starts_at < ${iso}::timestamptz + interval '13 hours'
         order by abs(extract(epoch from g.starts_at - ${iso}::timestamptz)), g.starts_at
         limit 1`,
  );
  if (!row) return null;
  return toRow({
    ...row,
    startsAt: new Date(row.startsAt),
    cancelledAt: row.cancelledAt ? new Date(row.cancelledAt) : null,
  });
}

/** The next gathering of the locale whose check-in opens after `at`. */
export async function findNextAfter(db: Executor, localeId: string, at: Date): Promise<GatheringRow | null> {
  const iso = at.toISOString();
  const [row] = await selectRows(
    db,
    and(
      eq(gatherings.localeId, localeId),
      isNull(gatherings.cancelledAt),
      sql`${gatherings.startsAt} > ${iso}::timestamptz`,
      sql`${opensAtSql} > ${iso}::timestamptz`,
    ),
  )
    .orderBy(gatherings.startsAt)
    .limit(1);
  return row ? toRow(row) : null;
}

export interface GatheringListRow extends GatheringRow {
  checkIns: number;
  firstTimers: number;
  cursorAt: string;
}

/**
 * A page of the locale's gatherings starting in [from, to), newest first, by keyset on (starts_at, id), with
 * their check-in count and how many of those were the member's first check-in ever.
 */
/** How many checked in to a gathering, and how many of them for the first time (as the list counts them). */
const checkInCounts = {
  checkIns: sql<number>`(select count(*)::int from check_ins c where c.gathering_id = ${gatherings.id})`,
  firstTimers: sql<number>`(select count(*)::int from check_ins c where c.gathering_id = ${gatherings.id}
    and not exists (select 1 from check_ins e where e.member_id = c.member_id
      and (e.checked_in_at, e.id) < (c.checked_in_at, c.id)))`,
};

/** One gathering with its check-in and first-timer counts; null when unknown. */
export async function findGatheringSummary(
  db: Executor,
  id: string,
): Promise<(GatheringRow & { checkIns: number; firstTimers: number }) | null> {
  const [row] = await db
    .select({ ...rowColumns, ...checkInCounts })
    .from(gatherings)
    .innerJoin(locales, eq(locales.id, gatherings.localeId))
    .where(eq(gatherings.id, id));
  if (!row) return null;
  const { checkIns, firstTimers, ...rest } = row;
  return { ...toRow(rest), checkIns: Number(checkIns), firstTimers: Number(firstTimers) };
}

/** Gatherings latest first by (starts_at, id); the cursor `[starts_at as the database writes it, id]`. */
export const gatheringKeys = keyset({
  direction: 'desc',
  parts: [
    { column: gatherings.startsAt, kind: 'timestamptz' },
    { column: gatherings.id, kind: 'uuid' },
  ],
});

export async function listGatherings(
  db: Executor,
  localeId: string,
  from: Date,
  to: Date,
  limit: number,
  after: { startsAt: string; id: string } | null,
): Promise<GatheringListRow[]> {
  const rows = await db
    .select({
      ...rowColumns,
      cursorAt: sql<string>`${gatherings.startsAt}::text`,
      ...checkInCounts,
    })
    .from(gatherings)
    .innerJoin(locales, eq(locales.id, gatherings.localeId))
    .where(
      and(
        eq(gatherings.localeId, localeId),
        sql`${gatherings.startsAt} >= ${from.toISOString()}::timestamptz`,
        sql`${gatherings.startsAt} < ${to.toISOString()}::timestamptz`,
        gatheringKeys.after(after && [after.startsAt, after.id]),
      ),
    )
    .orderBy(...gatheringKeys.orderBy())
    .limit(limit);
  return rows.map(({ checkIns: n, firstTimers, cursorAt, ...row }) => ({
    ...toRow(row),
    checkIns: Number(n),
    firstTimers: Number(firstTimers),
    cursorAt,
  }));
}

export async function insertGathering(
  db: Executor,
  values: { localeId: string; title: string; startsAt: Date; endsAt: Date; createdBy: string },
): Promise<string> {
  const [row] = await db
    .insert(gatherings)
    .values({
      localeId: values.localeId,
      name: values.title,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      kind: 'special',
      createdBy: values.createdBy,
    })
    .returning({ id: gatherings.id });
  return row!.id;
}

export async function updateGathering(
  db: Executor,
  id: string,
  values: { title: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  await db
    .update(gatherings)
    .set({ name: values.title, startsAt: values.startsAt, endsAt: values.endsAt })
    .where(eq(gatherings.id, id));
}

export async function deleteGathering(db: Executor, id: string): Promise<void> {
  await db.delete(gatherings).where(eq(gatherings.id, id));
}

export async function cancelGathering(db: Executor, id: string): Promise<void> {
  await db
    .update(gatherings)
    .set({ cancelledAt: sql`coalesce(${gatherings.cancelledAt}, now())` })
    .where(eq(gatherings.id, id));
}

export async function hasCheckIns(db: Executor, gatheringId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(eq(checkIns.gatheringId, gatheringId))
    .limit(1);
  return row !== undefined;
}
