import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/** A statement rendered once for its shape: its text, and its parameters with placeholders still in them. */
export interface ShapedStatement {
  /** The prepared statement's name; null: sent unnamed, planned for its values on every call. */
  name: string | null;
  text: string;
  params: unknown[];
}

const shapedStatements = new Map<string, ShapedStatement>();
// Both drivers render SQL with drizzle's PostgreSQL dialect and the same settings: one rendering serves both.
const dialect = new PgDialect();

/**
 * The statement of `prefix` for `shape`: `build` (whose values are all `sql.placeholder`s) is rendered the first
 * time a shape is asked for, and kept; the statement is named `<prefix>_<hash of its text>` and prepared. With
 * `prepared: false` it is sent unnamed, so PostgreSQL plans it for each call's values: for a statement whose best
 * plan depends on them (a generic plan, chosen after five calls, would serve every value the same way).
 */
export function shapedStatement(
  prefix: string,
  shape: string,
  build: () => SQL,
  options: { prepared?: boolean } = {},
): ShapedStatement {
  const key = `${prefix}\u0000${shape}`;
  let statement = shapedStatements.get(key);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    const hash = createHash('sha1').update(text).digest('hex').slice(0, 24);
    statement = { name: options.prepared === false ? null : `${prefix}_${hash}`, text, params };
    // Shapes are few (kinds of scope × filters × sorts); the cap only guards against a runaway caller.
    if (shapedStatements.size < 10_000) shapedStatements.set(key, statement);
  }
  return statement;
}

/**
 * Runs a shaped statement with its placeholders' values: prepared by name on PostgreSQL, through PGlite's own
 * `query` on the embedded database. Rows come back as the driver parses them (timestamps as `Date` on both).
 */
export async function runShaped<T>(
  db: Database,
  statement: ShapedStatement,
  values: Record<string, unknown>,
): Promise<T[]> {
  const params = fillPlaceholders(statement.params, values);
  const client = (db as { $client?: unknown }).$client as
    pg.Pool | { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
  if (client instanceof pg.Pool) {
    const result = await client.query<T & pg.QueryResultRow>({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.text,
      values: params,
    });
    return result.rows;
  }
  if (!statement.name) return (await client.query(statement.text, params)).rows as T[];
  // PGlite (one session): prepared once with SQL's PREPARE, then EXECUTEd with the values as parameters, so the
  // statement is not parsed and planned again on every call either.
  let prepared = preparedInSession.get(client);
  if (!prepared) preparedInSession.set(client, (prepared = new Set()));
  if (!prepared.has(statement.name)) {
    await client.query(`prepare ${statement.name} as ${statement.text}`, []);
    prepared.add(statement.name);
  }
  // EXECUTE is a utility statement, which takes no protocol parameters: the values are written as literals.
  const execute =
    params.length > 0
      ? `execute ${statement.name}(${params.map(literal).join(', ')})`
      : `execute ${statement.name}`;
  return (await client.query(execute, [])).rows as T[];
}

/**
 * A value as an SQL literal for EXECUTE's arguments (PostgreSQL's standard_conforming_strings, on since 9.1: a
 * quote is doubled and nothing else is special). Only the kinds a statement's values take; anything else is refused.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (value instanceof Date) return literal(value.toISOString());
  // An array as untyped text (`'{"a","b"}'`), which takes the parameter's array type (a text[] would not).
  if (Array.isArray(value))
    return literal(
      `{${value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`,
    );
  throw new Error(`no SQL literal for a ${typeof value}`);
}

/** The statements prepared in each embedded database's session (by name). */
const preparedInSession = new WeakMap<object, Set<string>>();
