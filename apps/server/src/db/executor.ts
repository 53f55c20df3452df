import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';

/** A database or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Runs raw SQL and answers its rows (both drivers return `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `queryRows` as a named prepared statement on PostgreSQL, for the hottest fixed-shape reads: the server
 * parses and plans the text once per connection instead of on every call. Elsewhere (PGlite, or inside a
 * transaction) it is `queryRows`. `name` must be unique to this query's text.
 */
export async function queryNamed<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
    const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  }
  return queryRows<T>(db, query);
}

/** Statement names by query text: hashed once per text, not per call. */
const statementNames = new Map<string, string>();

/**
 * `queryNamed` for a query whose text varies with its shape (which filters, which scope, which direction):
 * one prepared statement per text, named `<prefix>_<hash of the text>`; the query is rendered once per call.
 */
export async function queryPrepared<T>(db: Executor, prefix: string, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    // Shapes are few (scope kind × filters × direction); the cap only guards against a runaway caller.
    if (statementNames.size < 10_000) statementNames.set(text, name);
  }
  const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params });
  return result.rows;
}
