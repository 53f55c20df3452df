import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b', …)` for a CHECK constraint, from the contract's value list, so the database and
 * the API refuse the same values and a list is written once. The values are constants of the code (never
 * input), written as SQL literals because a constraint cannot take parameters.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}
