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
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

// count(*) and bigint come back as strings from `pg`; PGlite gives numbers. Parse int8 the same way.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type OpenDatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null }
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      /** Told when an idle connection fails (server restart, failover, a connection killed by an admin). */
      onConnectionError?: (error: Error) => void;
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
      // Replicas starting together must not migrate at once.
      await client.query('select pg_advisory_lock(7726001)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      await client.query('select pg_advisory_unlock(7726001)');
    } finally {
      client.release();
    }
    const url = new URL(options.url);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      location: `postgres://${url.host}${url.pathname}`,
      writes,
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    // Extensions the migrations create (name search: trigram index over unaccented text).
    const extensions = { pg_trgm, unaccent };
    const client = options.dataDir
      ? await PGlite.create({ dataDir: path.join(options.dataDir, 'pglite'), extensions })
      : await PGlite.create({ extensions });
    const writes = new WriteEpoch();
    watchPgliteWrites(client, writes);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      location: options.dataDir ? path.join(options.dataDir, 'pglite') : 'memory',
      writes,
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
