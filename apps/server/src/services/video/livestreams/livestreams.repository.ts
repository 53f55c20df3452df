import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { LivestreamSource } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { livestreams, locales } from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/** A livestream with its locale's name and district (for the answer and the scope check). */
export interface LivestreamRow {
  id: string;
  localeId: string;
  localeName: string;
  districtId: string | null;
  title: string;
  source: LivestreamSource;
  url: string;
  startsAt: Date;
  endsAt: Date;
  gatheringId: string | null;
}

/** What a livestream is stored as. */
export interface LivestreamValues {
  title: string;
  source: LivestreamSource;
  url: string;
  startsAt: Date;
  endsAt: Date;
  gatheringId: string | null;
}

const columns = {
  id: livestreams.id,
  localeId: livestreams.localeId,
  localeName: locales.name,
  districtId: locales.districtId,
  title: livestreams.title,
  source: livestreams.source,
  url: livestreams.url,
  startsAt: livestreams.startsAt,
  endsAt: livestreams.endsAt,
  gatheringId: livestreams.gatheringId,
};

async function selectRows(db: Executor, where: SQL | undefined, order: SQL[], limit: number) {
  const rows = await db
    .select(columns)
    .from(livestreams)
    .innerJoin(locales, eq(locales.id, livestreams.localeId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows as LivestreamRow[];
}

export async function findLivestream(db: Executor, id: string): Promise<LivestreamRow | null> {
  const [row] = await selectRows(db, eq(livestreams.id, id), [], 1);
  return row ?? null;
}

/** The locale's stream live at `now` (the latest started when several are), and the next one to start. */
export async function findLiveAndNext(
  db: Executor,
  localeId: string,
  now: Date,
): Promise<{ live: LivestreamRow | null; next: LivestreamRow | null }> {
  const [live, next] = await Promise.all([
    selectRows(
      db,
      and(eq(livestreams.localeId, localeId), lte(livestreams.startsAt, now), gt(livestreams.endsAt, now)),
      [desc(livestreams.startsAt), desc(livestreams.id)],
      1,
    ),
    selectRows(
      db,
      and(eq(livestreams.localeId, localeId), gt(livestreams.startsAt, now)),
      [asc(livestreams.startsAt), asc(livestreams.id)],
      1,
    ),
  ]);
  return { live: live[0] ?? null, next: next[0] ?? null };
}

/**
 * Livestreams by (starts_at, id): upcoming soonest first, past ones latest first; the cursor
 * `[starts_at as ISO, id]`.
 */
export const livestreamKeys = keyset({
  direction: 'asc',
  parts: [
    { column: livestreams.startsAt, kind: 'timestamptz' },
    { column: livestreams.id, kind: 'uuid' },
  ],
});

/**
 * A page of the locale's streams after the keyset `after`: those not ended at `now`, soonest first; or with
 * `past`, every one, newest first.
 */
export async function listLivestreams(
  db: Executor,
  query: {
    localeId: string;
    past: boolean;
    now: Date;
    after: { startsAt: Date; id: string } | null;
    limit: number;
  },
): Promise<LivestreamRow[]> {
  const where: SQL[] = [eq(livestreams.localeId, query.localeId)];
  if (!query.past) where.push(gt(livestreams.endsAt, query.now));
  const direction = query.past ? 'desc' : 'asc';
  const after = livestreamKeys.after(
    query.after && [query.after.startsAt.toISOString(), query.after.id],
    direction,
  );
  if (after) where.push(after);
  return selectRows(db, and(...where), livestreamKeys.orderBy(direction), query.limit);
}

export async function insertLivestream(
  db: Executor,
  values: LivestreamValues & { localeId: string; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(livestreams).values(values).returning({ id: livestreams.id });
  return row!.id;
}

export async function updateLivestream(db: Executor, id: string, values: LivestreamValues): Promise<void> {
  await db
    .update(livestreams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(livestreams.id, id));
}

export async function deleteLivestream(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(livestreams).where(eq(livestreams.id, id)).returning({ id: livestreams.id });
  return rows.length > 0;
}

/** A member's watching of a stream after a heartbeat. */
export interface WatchRow {
  watchedSeconds: number;
  creditedAt: Date | null;
  checkInId: string | null;
  /** When the check-in the watching earned was recorded (null until then). */
  checkedInAt: Date | null;
}

interface RawWatch {
  watchedSeconds: number | string;
  creditedAt: Date | string | null;
  checkInId: string | null;
  checkedInAt: Date | string | null;
}

const toWatch = (row: RawWatch): WatchRow => ({
  watchedSeconds: Number(row.watchedSeconds),
  creditedAt: row.creditedAt === null ? null : new Date(row.creditedAt),
  checkInId: row.checkInId,
  checkedInAt: row.checkedInAt === null ? null : new Date(row.checkedInAt),
});

/**
 * One heartbeat, in ONE statement: the first adds nothing; a later one adds the whole seconds since the shared
 * `last_beat_at` (at most `maxSeconds`, and only inside the stream's window). Two tabs or concurrent beats take
 * turns on the row and each sees the other's `last_beat_at`, so the same time is never counted twice.
 */
export async function recordBeat(
  db: Executor,
  beat: {
    livestreamId: string;
    memberId: string;
    localeId: string;
    startsAt: Date;
    endsAt: Date;
    now: Date;
    maxSeconds: number;
  },
): Promise<WatchRow> {
  const now = beat.now.toISOString();
  const [row] = await queryRows<RawWatch>(
    db,
    sql`insert into livestream_watches as w
          (livestream_id, member_id, locale_id, watched_seconds, first_beat_at, last_beat_at)
        values (${beat.livestreamId}, ${beat.memberId}, ${beat.localeId}, 0, ${now}::timestamptz, ${now}::timestamptz)
        on conflict (livestream_id, member_id) do update set
          watched_seconds = w.watched_seconds + greatest(0, least(${beat.maxSeconds}::int, floor(extract(epoch from (
            least(${now}::timestamptz, ${beat.endsAt.toISOString()}::timestamptz)
            - greatest(w.last_beat_at, ${beat.startsAt.toISOString()}::timestamptz))))::int)),
          last_beat_at = greatest(w.last_beat_at, ${now}::timestamptz)
        returning w.watched_seconds as "watchedSeconds", w.credited_at as "creditedAt", w.check_in_id as "checkInId",
          (select c.checked_in_at from check_ins c where c.id = w.check_in_id) as "checkedInAt"`,
  );
  return toWatch(row!);
}

/**
 * A claim older than this without its check-in was left by a process that stopped between the claim and the
 * check-in: a later beat may claim again (the check-in's client id makes a second recording answer the first).
 */
export const STALE_CLAIM_SECONDS = 60;

/** Claims the credit of a watching not credited yet: true for the one request that sets `credited_at`. */
export async function claimCredit(
  db: Executor,
  livestreamId: string,
  memberId: string,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ memberId: string }>(
    db,
    sql`update livestream_watches set credited_at = ${at.toISOString()}::timestamptz
         where livestream_id = ${livestreamId} and member_id = ${memberId}
           and (credited_at is null
             or (check_in_id is null
               and credited_at < ${at.toISOString()}::timestamptz - make_interval(secs => ${STALE_CLAIM_SECONDS})))
        returning member_id as "memberId"`,
  );
  return rows.length > 0;
}

/** Gives a claimed credit back (the check-in could not be recorded): a later heartbeat tries again. */
export async function releaseCredit(db: Executor, livestreamId: string, memberId: string): Promise<void> {
  await queryRows(
    db,
    sql`update livestream_watches set credited_at = null
         where livestream_id = ${livestreamId} and member_id = ${memberId} and check_in_id is null`,
  );
}

/** Keeps the check-in the watching earned. */
export async function setCheckIn(
  db: Executor,
  livestreamId: string,
  memberId: string,
  checkInId: string,
): Promise<void> {
  await queryRows(
    db,
    sql`update livestream_watches set check_in_id = ${checkInId}
         where livestream_id = ${livestreamId} and member_id = ${memberId}`,
  );
}
