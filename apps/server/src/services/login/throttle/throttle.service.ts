import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { rateLimited } from '../../../lib/errors.ts';
import { clearThrottle, recordFailure, secondsLocked, type ThrottleRule } from './throttle.repository.ts';

/** Per account: 5 free failures in 15 minutes, then 30 s locks doubling up to 15 minutes. */
export const ACCOUNT_RULE = { windowSeconds: 900, freeFailures: 5, baseLockSeconds: 30, maxLockSeconds: 900 };
/** Per address: 20 free failures in 15 minutes (a shared church Wi-Fi), then 60 s doubling up to an hour. */
export const ADDRESS_RULE = {
  windowSeconds: 900,
  freeFailures: 20,
  baseLockSeconds: 60,
  maxLockSeconds: 3600,
};
/** Registrations per address: 10 an hour. */
export const REGISTER_RULE = {
  windowSeconds: 3600,
  freeFailures: 10,
  baseLockSeconds: 3600,
  maxLockSeconds: 3600,
};

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

/**
 * Counters in the database (shared by every server process) that lock a key after too many tries:
 * sign-in failures per account and per address, registrations per address, and any other limit a login
 * feature keys itself (password reset).
 */
export function createThrottle(db: Database) {
  return {
    /** Seconds until the key may try again, or 0. */
    wait: (key: string) => secondsLocked(db, key),
    /** Counts one try against the rule; answers the count in the window. */
    count: (key: string, rule: ThrottleRule) => recordFailure(db, key, rule),

    /** Throws 429 when the account or the address is locked. */
    async assertMayTry(email: string, ip: string): Promise<void> {
      const wait = Math.max(
        await secondsLocked(db, accountKey(email)),
        await secondsLocked(db, addressKey(ip)),
      );
      if (wait > 0) throw rateLimited(wait, `Too many sign-in attempts. Try again in ${wait} seconds.`);
    },
    async failed(email: string, ip: string): Promise<void> {
      await recordFailure(db, accountKey(email), ACCOUNT_RULE);
      await recordFailure(db, addressKey(ip), ADDRESS_RULE);
    },
    /** Lifts the account's sign-in lock (a sign-in or a password reset succeeded). */
    unlockAccount: (email: string, executor: Executor = db) => clearThrottle(executor, accountKey(email)),

    /** Counts a registration from the address; throws 429 past the hourly allowance. */
    async countRegistration(ip: string): Promise<void> {
      const key = `register:${ip}`;
      const wait = await secondsLocked(db, key);
      if (wait > 0)
        throw rateLimited(wait, `Too many registrations from this network. Try again in ${wait} seconds.`);
      await recordFailure(db, key, REGISTER_RULE);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
