import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Counts finished writes to the database. A cached read remembers the count it started at and is
 * trusted only while the count has not moved (lib/read-cache.ts): every write that finishes, from a
 * request, a background task or a test, makes older cached reads stale at once.
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

// Statements that change nothing. Anything else (insert, update, delete, with…, commit, DDL) counts
// as a write; counting a read as a write only costs a cache miss.
const READ_ONLY = /^\s*(select|show|explain|begin|start transaction|set|values)\b/i;

/**
 * Opens a write that no cached read depends on (e.g. a session's last-seen time), so it leaves the
 * caches alone. Use sparingly: a wrong marker serves stale data.
 */
export const KEEPS_CACHES = '/* keeps-caches */';

export function isWriteStatement(text: string | undefined): boolean {
  return text !== undefined && !READ_ONLY.test(text) && !text.startsWith(KEEPS_CACHES);
}

type AnyQuery = (...args: unknown[]) => unknown;

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string') return config.text;
  return undefined;
}

/** Bumps the epoch after each write statement a `pg` pool's connections finish (committed or not). */
export function watchPoolWrites(pool: pg.Pool, epoch: WriteEpoch): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as AnyQuery;
    (client as unknown as { query: AnyQuery }).query = (...args: unknown[]) => {
      if (!isWriteStatement(textOf(args[0]))) return query(...args);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          epoch.bump();
          (callback as AnyQuery)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        // Registered before the caller's own handlers, so the bump happens first.
        result.then(
          () => epoch.bump(),
          () => epoch.bump(),
        );
      }
      return result;
    };
  });
}

/** Same for PGlite: its one connection runs statements and transactions in turn. */
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
    after((query as AnyQuery)(text, ...rest) as Promise<unknown>, isWriteStatement(text))) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) =>
    after((exec as AnyQuery)(text, ...rest) as Promise<unknown>, isWriteStatement(text))) as typeof client.exec;
  // Statements inside a transaction go through its own handle; the commit is when the callback ends.
  client.transaction = ((callback: unknown) =>
    after((transaction as AnyQuery)(callback) as Promise<unknown>, true)) as typeof client.transaction;
}
