import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Counts this process's finished writes to the tables the read caches depend on. A cached read remembers the
 * count it started at and is trusted only while the count has not moved (lib/read-cache.ts): a request that
 * writes, and the next request of the same client on this process, never see the old entry, even before the
 * database's notice of the change (lib/cache-invalidation.ts, which also covers the other processes) arrives.
 */
export class WriteEpoch {
  #value = 0;
  get value(): number {
    return this.#value;
  }
  bump(): void {
    this.#value += 1;
  }
}

/**
 * The tables a cached session or profile is read from: the same tables migration 0015_cache_invalidation's
 * triggers watch (test/cache-replicas.test.ts compares the two lists).
 */
export const CACHED_TABLES = [
  'users',
  'sessions',
  'role_assignments',
  'members',
  'locales',
  'flocks',
  'member_addresses',
  'member_relatives',
  'member_educations',
  'member_work_experiences',
  'member_skills',
  'member_spirituals',
  'member_section_flags',
  'registration_rejections',
  'check_ins',
] as const;

/**
 * Opens a write that no cached read depends on (e.g. a session's last-seen time), so it leaves this process's
 * caches alone even on a cached table. Use sparingly: until the database's notice arrives, a wrong marker serves
 * stale data on this process.
 */
export const KEEPS_CACHES = '/* keeps-caches */';

const tableName = `(?:"?public"?\\.)?"?(?:${CACHED_TABLES.join('|')})"?(?![\\w$])`;
// `insert into "members"`, `update members`, `delete from only "sessions"`, also inside a `with …` statement.
// A `truncate` empties whole tables: counted whatever it names.
const TOUCHES_CACHED_TABLE = new RegExp(
  `\\b(?:(?:insert\\s+into|update|delete\\s+from|merge\\s+into)\\s+(?:only\\s+)?${tableName}|truncate)\\b`,
  'i',
);
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
// The end of a transaction, committed or not (`rollback to savepoint` is not one).
const ENDS = /^\s*(commit|end|abort|rollback(?!\s+to\b))\b/i;

/** Whether a statement changes a table the read caches depend on (and does not open with `KEEPS_CACHES`). */
export function touchesCachedTable(text: string | undefined): boolean {
  return text !== undefined && !text.startsWith(KEEPS_CACHES) && TOUCHES_CACHED_TABLE.test(text);
}

type AnyQuery = (...args: unknown[]) => unknown;

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string')
    return config.text;
  return undefined;
}

/**
 * What one connection ran since its transaction began. A statement that touches a cached table bumps the epoch
 * when it finishes; so does the end of a transaction in which one ran (its changes become visible to others
 * only then, so a read between the two could have cached the old rows).
 */
function connectionWatch(epoch: WriteEpoch) {
  let inTransaction = false;
  let touched = false;
  return {
    /** Answers whether the statement's end should bump the epoch. */
    starts(text: string | undefined): boolean {
      if (text === undefined) return false;
      if (BEGINS.test(text)) {
        inTransaction = true;
        touched = false;
        return false;
      }
      if (ENDS.test(text)) {
        const bump = touched;
        inTransaction = false;
        touched = false;
        return bump;
      }
      if (!touchesCachedTable(text)) return false;
      if (inTransaction) touched = true;
      return true;
    },
    bump: () => epoch.bump(),
  };
}

/** Bumps the epoch after the statements of a `pg` pool's connections that change what the caches hold. */
export function watchPoolWrites(pool: pg.Pool, epoch: WriteEpoch): void {
  pool.on('connect', (client) => {
    const watch = connectionWatch(epoch);
    const query = client.query.bind(client) as AnyQuery;
    (client as unknown as { query: AnyQuery }).query = (...args: unknown[]) => {
      if (!watch.starts(textOf(args[0]))) return query(...args);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          watch.bump();
          (callback as AnyQuery)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        // Registered before the caller's own handlers, so the bump happens first.
        result.then(watch.bump, watch.bump);
      }
      return result;
    };
  });
}

/** Same for PGlite: statements on the client itself, and those inside its transactions (bumped at their end). */
export function watchPgliteWrites(client: PGlite, epoch: WriteEpoch): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const after = <T>(promise: Promise<T>, write: boolean): Promise<T> =>
    write
      ? promise.then(
          (value) => {
            epoch.bump();
            return value;
          },
          (error: unknown) => {
            epoch.bump();
            throw error;
          },
        )
      : promise;
  client.query = ((text: string, ...rest: unknown[]) =>
    after(
      (query as AnyQuery)(text, ...rest) as Promise<unknown>,
      touchesCachedTable(text),
    )) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) =>
    after(
      (exec as AnyQuery)(text, ...rest) as Promise<unknown>,
      touchesCachedTable(text),
    )) as typeof client.exec;
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    let touched = false;
    const watched = (tx: Transaction) => {
      const txQuery = tx.query.bind(tx) as AnyQuery;
      const txExec = tx.exec.bind(tx) as AnyQuery;
      tx.query = ((text: string, ...rest: unknown[]) => {
        touched ||= touchesCachedTable(text);
        return txQuery(text, ...rest);
      }) as typeof tx.query;
      tx.exec = ((text: string, ...rest: unknown[]) => {
        touched ||= touchesCachedTable(text);
        return txExec(text, ...rest);
      }) as typeof tx.exec;
      return callback(tx);
    };
    const done = transaction(watched);
    // `touched` is read once the transaction ended (committed or rolled back).
    return done.then(
      (value) => {
        if (touched) epoch.bump();
        return value;
      },
      (error: unknown) => {
        if (touched) epoch.bump();
        throw error;
      },
    );
  }) as typeof client.transaction;
}
