import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { watchPgliteWrites, watchPoolWrites, WriteEpoch } from './write-watch.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for logs (never includes a password). */
  location: string;
  /** Moves on every finished write, whoever made it; cached reads check it (lib/read-cache.ts). */
  writes: WriteEpoch;
  /**
   * Runs `onPayload` for each `NOTIFY` on `channel`, from any process on this database (PostgreSQL `LISTEN`;
   * PGlite's own listeners). `onGap` runs when the listening connection was lost and came back: messages sent
   * meanwhile were missed. Answers a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  /** One SQL statement with `$1…` parameters outside any transaction, for libraries that bring their own SQL (pg-boss). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while this process holds the database-wide lock `key` (PostgreSQL: a session advisory lock on a
   * connection of its own, so `work` may use the others; PGlite: one process, nothing to wait for). For set-ups
   * several processes starting together must not run at once.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** The connections now (`/metrics`): node-postgres's pool, or PGlite's single connection. */
  connections?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

// count(*) and bigint come back as strings from `pg`; PGlite gives numbers. Parse int8 the same way.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type OpenDatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** An in-memory database starts as a copy of this dump (`PGlite.dumpDataDir`): tests skip initdb and migrations. */
      template?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      /** Told when an idle connection fails (server restart, failover, a connection killed by an admin). */
      onConnectionError?: (error: Error) => void;
      /** Told what the migration step did: waited for another process's lock, applied migrations, or found none. */
      onMigrations?: (message: string) => void;
    };

/** Opens the database and brings its schema up to date (one code path for both engines). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
    // An idle connection that fails is dropped from the pool and replaced on the next query; unhandled,
    // the pool's 'error' event would end the process (a PostgreSQL restart must not take the server down).
    pool.on('error', (error) => options.onConnectionError?.(error));
    const writes = new WriteEpoch();
    watchPoolWrites(pool, writes);
    const client = await pool.connect();
    try {
      // Replicas starting together must not migrate at once: the first takes the lock, the others wait for it.
      const { rows: tried } = await client.query<{ got: boolean }>(
        'select pg_try_advisory_lock(7726001) as got',
      );
      if (!tried[0]?.got) {
        options.onMigrations?.(
          'database migrations: waiting for another process that holds the migration lock',
        );
        await client.query('select pg_advisory_lock(7726001)');
      }
      const before = await countAppliedMigrations(client);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      const applied = (await countAppliedMigrations(client)) - before;
      options.onMigrations?.(
        applied > 0 ? `database migrations: applied ${applied}` : 'database migrations: none pending',
      );
      await client.query('select pg_advisory_unlock(7726001)');
    } finally {
      client.release();
    }
    const url = new URL(options.url);
    const listeners = createPgListeners(options.url, options.onConnectionError);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      location: `postgres://${url.host}${url.pathname}`,
      writes,
      listen: listeners.listen,
      executeSql: (text, values) => pool.query(text, values),
      exclusive: async (key, work) => {
        const locker = await pool.connect();
        try {
          await locker.query('select pg_advisory_lock($1)', [key]);
          try {
            return await work();
          } finally {
            await locker.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          locker.release();
        }
      },
      connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await listeners.close();
        await pool.end();
      },
    };
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    // Extensions the migrations create (name search: trigram index over unaccented text).
    const extensions = { pg_trgm, unaccent };
    const client = options.dataDir
      ? await PGlite.create({ dataDir: path.join(options.dataDir, 'pglite'), extensions })
      : await PGlite.create({ extensions, ...(options.template ? { loadDataDir: options.template } : {}) });
    const writes = new WriteEpoch();
    watchPgliteWrites(client, writes);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      location: options.dataDir ? path.join(options.dataDir, 'pglite') : 'memory',
      writes,
      async listen(channel, onPayload) {
        // One connection in one process: no message can be missed, so there is never a gap.
        const stop = await client.listen(channel, onPayload);
        return () => stop();
      },
      // Without parameters a text may hold several statements (pg-boss's migrations): PGlite runs those with `exec`.
      executeSql: async (text, values) =>
        values && values.length > 0
          ? client.query(text, values)
          : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
      // The data folder is locked to this process: nobody else to wait for.
      exclusive: (_key, work) => work(),
      // One connection; its queue of statements is not readable.
      connections: () => ({ total: 1, idle: 0, waiting: 0 }),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Migrations drizzle recorded as applied (0 before the first migration made its table). */
async function countAppliedMigrations(client: pg.PoolClient): Promise<number> {
  const { rows: table } = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table[0]?.found) return 0;
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return rows[0]?.n ?? 0;
}

/**
 * `LISTEN` on PostgreSQL: one connection of its own (a pooled one would be handed to other queries), made
 * when the first channel is listened to and made again after it fails, with a growing pause (0.5 s to 10 s).
 * Each channel's `onGap` runs once the connection is back, since what was sent meanwhile was missed.
 */
function createPgListeners(url: string, onConnectionError?: (error: Error) => void) {
  const channels = new Map<string, { onPayload: (payload: string) => void; onGap?: () => void }[]>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 500;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? []) listener.onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      onConnectionError?.(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${quote(channel)}`);
    return next;
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return;
    client = null;
    const reconnect = () => {
      if (closed) return;
      connecting = connect();
      connecting.then(
        (next) => {
          client = next;
          connecting = null;
          retryMs = 500;
          for (const listeners of channels.values()) for (const l of listeners) l.onGap?.();
        },
        (error: unknown) => {
          connecting = null;
          onConnectionError?.(error as Error);
          retryMs = Math.min(retryMs * 2, 10_000);
          setTimeout(reconnect, retryMs).unref();
        },
      );
    };
    setTimeout(reconnect, retryMs).unref();
  }

  async function ready(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().then((next) => {
      client = next;
      connecting = null;
      return next;
    });
    return connecting;
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void) {
      const listener = { onPayload, onGap };
      const known = channels.get(channel);
      if (known) known.push(listener);
      else channels.set(channel, [listener]);
      const connection = await ready();
      if (!known) await connection.query(`listen ${quote(channel)}`);
      return async () => {
        const left = (channels.get(channel) ?? []).filter((l) => l !== listener);
        if (left.length > 0) return void channels.set(channel, left);
        channels.delete(channel);
        await client?.query(`unlisten ${quote(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      const last = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
