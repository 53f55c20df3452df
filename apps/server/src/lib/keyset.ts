import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { decodeCursor, encodeCursor, invalidCursor } from './paging.ts';

/**
 * Keyset paging written once: a list's sort key — its column(s), then the id that breaks ties — and its
 * direction give the condition "after the cursor" (`(sort, id) < (…)` newest first, `>` oldest first),
 * the ORDER BY, the cursor handed out after a page and the check of a cursor handed back. Cursors are
 * `paging.ts`'s base64url JSON of the key parts, in the key's order (after the `tag`, when there is one).
 */

/** How a key part is written in a cursor, checked when it comes back, and cast in the comparison. */
export type KeyKind =
  /** A `timestamptz`, as text (ISO or PostgreSQL's `::text`). */
  | 'timestamptz'
  /** A `timestamp` without time zone kept in UTC, as text. */
  | 'utc-timestamp'
  /** A `date`, `YYYY-MM-DD`. */
  | 'date'
  | 'uuid'
  /** A non-negative whole number (a serial, a sequence). */
  | 'integer'
  /** Any text, compared as text. */
  | 'text';

export interface KeyPart {
  /** The column or expression the list is sorted by (a drizzle column, or `sql` for a raw alias). */
  column: SQLWrapper;
  kind: KeyKind;
  /** This part's own direction, for a mixed order (newest period first, then id upwards). */
  direction?: Direction;
}

export type Direction = 'asc' | 'desc';

type Parts<N extends number, Acc extends string[] = []> = Acc['length'] extends N
  ? Acc
  : Parts<N, [...Acc, string]>;

export interface Keyset<N extends number> {
  /**
   * The parts of an incoming cursor, or null without one; a cursor that does not decode to this key's
   * parts, each of its kind (and after this key's tag), is refused with the 422 `cursor_invalid`.
   */
  read(cursor: string | null | undefined): Parts<N> | null;
  /** Rows past `after` in the list's order (no condition without a cursor). Values may be placeholders. */
  after(after: readonly (string | SQLWrapper)[] | null | undefined, direction?: Direction): SQL | undefined;
  /** The list's ORDER BY: every part in the direction. */
  orderBy(direction?: Direction): SQL[];
  /**
   * The cursor to the page after a read of `limit + 1` rows: the key of the page's last row, or null
   * when no row followed it.
   */
  next<R>(rows: readonly R[], limit: number, keyOf: (row: R) => (string | number)[]): string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^\d{1,15}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** A calendar day that exists (PostgreSQL refuses 2026-02-30, which `Date.parse` would roll over). */
function realDay(year: string, month: string, day: string): boolean {
  const m = Number(month);
  const d = Number(day);
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(Number(year), m, 0)).getUTCDate();
}

/** Whether `value` is a part of `kind` that the database's cast takes. */
export function isKeyPart(kind: KeyKind, value: string): boolean {
  switch (kind) {
    case 'uuid':
      return UUID.test(value);
    case 'integer':
      return INTEGER.test(value);
    case 'date': {
      const m = DATE.exec(value);
      return m !== null && realDay(m[1]!, m[2]!, m[3]!);
    }
    case 'timestamptz':
    case 'utc-timestamp': {
      const m = TIMESTAMP.exec(value);
      return m !== null && realDay(m[1]!, m[2]!, m[3]!) && +m[4]! < 24 && +m[5]! < 60 && +m[6]! < 60;
    }
    case 'text':
      return true;
  }
}

function cast(kind: KeyKind, value: string | SQLWrapper): SQL {
  switch (kind) {
    case 'timestamptz':
      return sql`cast(${value} as timestamptz)`;
    case 'utc-timestamp':
      return sql`(cast(${value} as timestamp) at time zone 'UTC')`;
    case 'date':
      return sql`cast(${value} as date)`;
    case 'uuid':
      return sql`cast(${value} as uuid)`;
    case 'integer':
      return sql`cast(${value} as bigint)`;
    case 'text':
      return sql`cast(${value} as text)`;
  }
}

/**
 * A list's keyset: its sort parts, the last of them the tie-breaking id, in `direction` (which `after`
 * and `orderBy` may turn, for a list read either way). A `tag` leads the cursor's parts, so a cursor of
 * one sort is refused by another; `refusal` replaces the usual 422 where a list words it its own way.
 */
export function keyset<const P extends readonly KeyPart[]>(options: {
  parts: P;
  direction: Direction;
  tag?: string;
  refusal?: () => Error;
}): Keyset<P['length']> {
  const { parts, tag } = options;
  const lead = tag === undefined ? 0 : 1;
  const refuse = options.refusal ?? invalidCursor;
  /** Each part's direction when the list is read in `direction` (a part of its own turns with it). */
  const directions = (direction: Direction): Direction[] =>
    parts.map((part) => {
      const own = part.direction ?? options.direction;
      return direction === options.direction ? own : own === 'desc' ? 'asc' : 'desc';
    });
  const beyond = (way: Direction) => sql.raw(way === 'desc' ? '<' : '>');
  return {
    read(cursor) {
      if (!cursor) return null;
      let values: string[];
      try {
        values = decodeCursor(cursor, parts.length + lead);
      } catch (error) {
        if (options.refusal) throw refuse();
        throw error;
      }
      if (tag !== undefined && values[0] !== tag) throw refuse();
      const key = values.slice(lead);
      if (!parts.every((part, i) => isKeyPart(part.kind, key[i]!))) throw refuse();
      return key as Parts<P['length']>;
    },
    after(after, direction = options.direction) {
      if (!after) return undefined;
      const ways = directions(direction);
      const values = parts.map((part, i) => cast(part.kind, after[i]!));
      if (ways.every((way) => way === ways[0])) {
        const columns = sql.join(
          parts.map((part) => sql`${part.column}`),
          sql`, `,
        );
        return sql`(${columns}) ${beyond(ways[0]!)} (${sql.join(values, sql`, `)})`;
      }
      // A mixed order has no row comparison: past the cursor is "equal up to a part, then beyond it there".
      const branches = parts.map((part, i) => {
        const equal = parts.slice(0, i).map((prior, j) => sql`${prior.column} = ${values[j]}`);
        return sql.join([...equal, sql`${part.column} ${beyond(ways[i]!)} ${values[i]}`], sql` and `);
      });
      return sql`((${sql.join(branches, sql`) or (`)}))`;
    },
    orderBy(direction = options.direction) {
      const ways = directions(direction);
      return parts.map((part, i) => (ways[i] === 'desc' ? desc : asc)(part.column));
    },
    next(rows, limit, keyOf) {
      const last = rows.length > limit ? rows[limit - 1] : undefined;
      if (last === undefined) return null;
      return encodeCursor(tag === undefined ? keyOf(last) : [tag, ...keyOf(last)]);
    },
  };
}
