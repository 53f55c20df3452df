import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { loginThrottles } from '../../../db/schema/index.ts';

/** Seconds until the key may try again, or 0. */
export async function secondsLocked(db: Executor, key: string): Promise<number> {
  const rows = await queryRows<{ seconds: number | string }>(
    db,
    sql`
    select ceil(extract(epoch from (locked_until - now())))::int as seconds
      from login_throttles where key = ${key} and locked_until > now()`,
  );
  const seconds = rows[0]?.seconds;
  return seconds === undefined ? 0 : Number(seconds);
}

/** How many tries a window allows before the key is locked, and how the lock grows. */
export interface ThrottleRule {
  windowSeconds: number;
  freeFailures: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
}

/**
 * Counts one try inside a sliding window BEFORE it is made, in one statement: a locked key is left as it
 * is and nothing is answered (the try is refused); otherwise the count goes up, and the try that reaches
 * `freeFailures` locks the key at once, doubling the lock with each further try up to `maxLockSeconds`.
 * Concurrent tries queue on the row, so a burst gets exactly `freeFailures` tries through. Answers the
 * count, or null when the key was locked.
 */
export async function claimTry(db: Executor, key: string, rule: ThrottleRule): Promise<number | null> {
  const windowSeconds = sql`make_interval(secs => ${rule.windowSeconds}::int)`;
  const stale = sql`t.window_started_at < now() - ${windowSeconds}`;
  const count = sql`(case when ${stale} then 1 else t.failures + 1 end)`;
  const lockFor = (
    n: SQL,
  ) => sql`now() + make_interval(secs => least(${rule.maxLockSeconds}::double precision,
      ${rule.baseLockSeconds}::double precision * power(2, greatest(0, least(40, ${n} - ${rule.freeFailures}::int)))))`;
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`
    insert into login_throttles as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), case when 1 >= ${rule.freeFailures}::int then ${lockFor(sql`1`)} end)
    on conflict (key) do update set
      failures = ${count},
      window_started_at = case when ${stale} then now() else t.window_started_at end,
      locked_until = case when ${count} >= ${rule.freeFailures}::int then ${lockFor(count)} end
    where t.locked_until is null or t.locked_until <= now()
    returning failures`,
  );
  return rows[0] ? Number(rows[0].failures) : null;
}

/**
 * Gives back a try counted by `claimTry` that turned out not to be a failure (it succeeded, or another
 * limit refused it), lifting a lock the count no longer reaches.
 */
export async function returnTry(db: Executor, key: string, rule: ThrottleRule): Promise<void> {
  await db.execute(sql`
    update login_throttles set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 < ${rule.freeFailures}::int then null else locked_until end
    where key = ${key}`);
}

export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

/** Deletes the counters whose window started before `olderThanSeconds` and that hold no lock; answers how many. */
export async function deleteStaleThrottles(db: Executor, olderThanSeconds: number): Promise<number> {
  const rows = await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.windowStartedAt, sql`now() - make_interval(secs => ${olderThanSeconds}::int)`),
        or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ key: loginThrottles.key });
  return rows.length;
}
