import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type RawColumns = Record<string, AnyPgColumn | SQL>;

const columnTypeOf = (column: AnyPgColumn | SQL) => (column as { columnType?: string }).columnType;

/**
 * A select list for a raw statement (`runShaped`) from a drizzle column map, answered alike by both drivers:
 * dates as `YYYY-MM-DD` text, timestamps as ISO text to the millisecond (as `Date.toISOString` writes them; read
 * them back with `timestampsOf`), everything else as the column is.
 */
export function rawColumns(columns: RawColumns): SQL {
  return sql.join(
    Object.entries(columns).map(([alias, column]) => {
      const type = columnTypeOf(column);
      const value =
        type === 'PgTimestamp'
          ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : type === 'PgDateString'
            ? sql`to_char(${column}, 'YYYY-MM-DD')`
            : sql`${column}`;
      return sql`${value} as ${sql.identifier(alias)}`;
    }),
    sql`, `,
  );
}

/** The aliases of `columns` that `rawColumns` writes as timestamp text. */
export function timestampsOf(columns: RawColumns): string[] {
  return Object.entries(columns)
    .filter(([, column]) => columnTypeOf(column) === 'PgTimestamp')
    .map(([alias]) => alias);
}
