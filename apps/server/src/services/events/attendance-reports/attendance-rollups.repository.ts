import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { KEEPS_CACHES } from '../../../db/write-watch.ts';

// No cached read depends on the roll-ups: their writes leave the read caches alone.
const keeps = sql.raw(KEEPS_CACHES);

/** A gathering whose check-ins changed since its roll-up. */
export interface DirtyGathering {
  localeId: string;
  gatheringId: string;
}

/** Gatherings marked dirty (by the triggers on `check_ins` and `gatherings`), of these locales or of all. */
export async function findDirty(
  db: Executor,
  localeIds: string[] | null,
  limit: number,
): Promise<DirtyGathering[]> {
  if (localeIds !== null && localeIds.length === 0) return [];
  return queryRows<DirtyGathering>(
    db,
    sql`select distinct locale_id as "localeId", gathering_id as "gatheringId" from attendance_dirty
         ${localeIds === null ? sql`` : sql`where locale_id in ${localeIds}`}
         limit ${limit}`,
  );
}

/**
 * Recomputes one gathering's roll-up rows from its check-ins, inside the caller's transaction. The gathering's
 * `attendance_rollups` row is locked first, so a second recompute of it waits and then sees every check-in this
 * one saw; the markers are taken next (a check-in committed after that leaves a marker of its own, and one
 * committed before is counted by the aggregate below, which reads after the markers are gone).
 */
export async function rollUpGathering(tx: Executor, dirty: DirtyGathering): Promise<void> {
  const locked = await queryRows<{ gatheringId: string }>(
    tx,
    sql`${keeps} insert into attendance_rollups (gathering_id, locale_id, rolled_up_at)
        select g.id, g.locale_id, now() from gatherings g where g.id = ${dirty.gatheringId}
        on conflict (gathering_id) do update
          set rolled_up_at = excluded.rolled_up_at, locale_id = excluded.locale_id
        returning gathering_id as "gatheringId"`,
  );
  await tx.execute(
    sql`${keeps} delete from attendance_dirty
         where locale_id = ${dirty.localeId} and gathering_id = ${dirty.gatheringId}`,
  );
  // A gathering deleted meanwhile took its roll-up rows with it (foreign keys): only its markers were left.
  if (locked.length === 0) return;
  await tx.execute(sql`${keeps} delete from attendance_daily where gathering_id = ${dirty.gatheringId}`);
  // A first-timer: no check-in of the member earlier than this one (the rule of `GET gatherings`). People of
  // another locale, or without a flock, count under no flock.
  await tx.execute(
    sql`${keeps} insert into attendance_daily
          (gathering_id, locale_id, day, flock_id, cluster, member_type, present, first_timers)
        select g.id, g.locale_id, (g.starts_at at time zone l.time_zone)::date, f.id,
               coalesce(f.cluster, 'No Cluster'), m.type, count(*)::int,
               (count(*) filter (where not exists (
                  select 1 from check_ins e
                   where e.member_id = c.member_id and (e.checked_in_at, e.id) < (c.checked_in_at, c.id))))::int
          from gatherings g
          join locales l on l.id = g.locale_id
          join check_ins c on c.gathering_id = g.id
          join members m on m.id = c.member_id
          left join flocks f on f.id = m.flock_id and f.locale_id = g.locale_id
         where g.id = ${dirty.gatheringId}
         group by g.id, g.locale_id, l.time_zone, g.starts_at, f.id, f.cluster, m.type`,
  );
}
