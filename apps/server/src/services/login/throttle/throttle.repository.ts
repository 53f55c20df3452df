import { eq, sql } from 'drizzle-orm';
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
 * Counts one failure inside a sliding window and locks the key once it passes `freeFailures`,
 * doubling the lock with each further failure up to `maxLockSeconds`. Answers the failure count.
 */
export async function recordFailure(db: Executor, key: string, rule: ThrottleRule): Promise<number> {
  const rows = await queryRows<{ failures: number }>(
    db,
    sql`
    insert into login_throttles as t (key, failures, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when t.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})
                      then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})
                               then now() else t.window_started_at end
    returning failures`,
  );
  const failures = Number(rows[0]!.failures);
  if (failures >= rule.freeFailures) {
    const lock = Math.min(rule.maxLockSeconds, rule.baseLockSeconds * 2 ** (failures - rule.freeFailures));
    await db.execute(sql`
      update login_throttles set locked_until = now() + make_interval(secs => ${lock}) where key = ${key}`);
  }
  return failures;
}

export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
