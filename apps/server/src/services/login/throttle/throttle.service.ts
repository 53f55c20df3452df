import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { addressGroup } from '../../../lib/client-address.ts';
import { rateLimited } from '../../../lib/errors.ts';
import {
  claimTry,
  clearThrottle,
  deleteStaleThrottles,
  returnTry,
  secondsLocked,
  type ThrottleRule,
} from './throttle.repository.ts';

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
/** Counters whose window started longer ago than this (every rule's window is shorter) are deleted. */
const STALE_AFTER_SECONDS = 24 * 3600;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${addressGroup(ip)}`;

const tooManySignIns = (wait: number) =>
  rateLimited(wait, `Too many sign-in attempts. Try again in ${wait} seconds.`);

/**
 * Counters in the database (shared by every server process) that lock a key after too many tries:
 * sign-in and current-password checks per account and per address, registrations per address, and any
 * other limit a login feature keys itself (password reset). A try is counted BEFORE the work it guards
 * (a password hash check), in one statement, so a burst of parallel tries cannot all pass a check made
 * before any of them is recorded; a try that succeeds is given back.
 */
export function createThrottle(db: Database) {
  /** Counts one try against the rule; answers 0 when it may go ahead, else the seconds to wait. */
  async function claim(key: string, rule: ThrottleRule): Promise<number> {
    if ((await claimTry(db, key, rule)) !== null) return 0;
    // Locked: at least a second, should the lock end between the two statements.
    return Math.max(1, await secondsLocked(db, key));
  }

  return {
    claim,

    /**
     * Counts a sign-in try for the account and the address before the password is checked; 429 when
     * either is locked (an address lock does not use up the account's tries).
     */
    async beginSignIn(email: string, ip: string): Promise<void> {
      const accountWait = await claim(accountKey(email), ACCOUNT_RULE);
      if (accountWait > 0) throw tooManySignIns(accountWait);
      const addressWait = await claim(addressKey(ip), ADDRESS_RULE);
      if (addressWait > 0) {
        await returnTry(db, accountKey(email), ACCOUNT_RULE);
        throw tooManySignIns(addressWait);
      }
    },

    /** The password was right: the account's lock is lifted and the address gets its try back. */
    async signInSucceeded(email: string, ip: string): Promise<void> {
      await clearThrottle(db, accountKey(email));
      await returnTry(db, addressKey(ip), ADDRESS_RULE);
    },

    /** Counts a check of a signed-in user's current password against their account's sign-in tries; 429 when locked. */
    async beginPasswordCheck(email: string): Promise<void> {
      const wait = await claim(accountKey(email), ACCOUNT_RULE);
      if (wait > 0) throw rateLimited(wait, `Too many wrong passwords. Try again in ${wait} seconds.`);
    },

    /** Lifts the account's sign-in lock (a sign-in, a password check or a password reset succeeded). */
    unlockAccount: (email: string, executor: Executor = db) => clearThrottle(executor, accountKey(email)),

    /** Counts a registration from the address; throws 429 past the hourly allowance. */
    async countRegistration(ip: string): Promise<void> {
      const wait = await claim(`register:${addressGroup(ip)}`, REGISTER_RULE);
      if (wait > 0)
        throw rateLimited(wait, `Too many registrations from this network. Try again in ${wait} seconds.`);
    },

    /** Housekeeping: deletes counters of windows long over that hold no lock; answers how many. */
    removeStale: () => deleteStaleThrottles(db, STALE_AFTER_SECONDS),
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
