import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { fieldIssue, type MemberSearchSort, NO_CLUSTER, SEARCH_COUNT_LIMIT } from '@congregate/contracts';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { flocks, locales, members } from '../../../db/schema/index.ts';
import { invalidInput } from '../../../lib/errors.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { memberRowsIn } from '../../../access/scope-sql.ts';
import { decodeCursor, encodeCursor } from '../../../lib/paging.ts';
import { listColumns, toListItem } from '../../../lib/member-list.ts';

/** Escapes LIKE wildcards so a search for `50%` looks for those characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a text search may match: `all` (an admin) — name, e-mail, member id and mobile; `directory` (a member
 * or flock leader reading a list of others) — name and member id only, so hidden contact data cannot be
 * discovered by searching for it one character at a time.
 */
export type SearchFields = 'all' | 'directory';

/** Matches `q` anywhere in the searchable fields, ignoring case and accents (GIN trigram index). */
export function memberMatches(q: string, fields: SearchFields = 'all'): SQL {
  const pattern = sql`'%' || lower(congregate_unaccent(${likeEscape(q.trim())})) || '%'`;
  // The stored text (every field) narrows through the index; a directory search then keeps only rows whose
  // name or member id match — the same function without e-mail and mobile.
  const anyField = sql`${members.searchText} like ${pattern}`;
  if (fields === 'all') return anyField;
  return sql`(${anyField} and congregate_member_search_text(${members.firstName}, ${members.lastName}, null, ${members.customId}, null) like ${pattern})`;
}

interface SortDef {
  key: SQL;
  /** The key as text, handed out in cursors. */
  text: SQL;
  cast: 'text' | 'timestamptz';
  desc: boolean;
}

const nameKeySql = sql`${members.nameKey}`;

function sortDef(sort: MemberSearchSort): SortDef {
  const descending = sort.startsWith('-');
  switch (sort.replace(/^-/, '')) {
    case 'customId':
      return {
        key: sql`${members.customId}`,
        text: sql`${members.customId}`,
        cast: 'text',
        desc: descending,
      };
    case 'createdAt':
      return {
        key: sql`${members.createdAt}`,
        text: sql`to_char(${members.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        cast: 'timestamptz',
        desc: descending,
      };
    default:
      return { key: nameKeySql, text: nameKeySql, cast: 'text', desc: descending };
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function afterCursor(def: SortDef, sort: string, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [cursorSort, key, id] = decodeCursor(cursor, 3) as [string, string, string];
  if (
    cursorSort !== sort ||
    !UUID_RE.test(id) ||
    (def.cast === 'timestamptz' && Number.isNaN(Date.parse(key)))
  ) {
    throw invalidInput([
      fieldIssue('cursor', 'cursor_invalid', 'This cursor belongs to another list or sort; start again'),
    ]);
  }
  const op = sql.raw(def.desc ? '<' : '>');
  return sql`(${def.key}, ${members.id}) ${op} (cast(${key} as ${sql.raw(def.cast)}), cast(${id} as uuid))`;
}

export interface MemberFilters {
  q?: string;
  /** What `q` may match; default `all` (admin lists only). */
  qFields?: SearchFields;
  localeId?: string;
  flockId?: string;
  flockIds?: string[];
  cluster?: string;
  type?: string;
  endorsed?: boolean;
  gender?: string;
  birthMonth?: number;
  ageFrom?: number;
  ageTo?: number;
  withPhoto?: boolean;
}

function filterConditions(f: MemberFilters): (SQL | undefined)[] {
  return [
    f.q ? memberMatches(f.q, f.qFields) : undefined,
    f.localeId ? eq(members.currentLocaleId, f.localeId) : undefined,
    f.flockId ? eq(members.flockId, f.flockId) : undefined,
    f.flockIds ? (f.flockIds.length > 0 ? inArray(members.flockId, f.flockIds) : sql`false`) : undefined,
    f.cluster ? sql`coalesce(${flocks.cluster}, ${NO_CLUSTER}) = ${f.cluster}` : undefined,
    f.type ? eq(members.type, f.type) : undefined,
    f.endorsed !== undefined ? eq(members.endorsed, f.endorsed) : undefined,
    f.gender ? eq(members.gender, f.gender) : undefined,
    f.birthMonth ? sql`extract(month from ${members.birthDate}) = ${f.birthMonth}` : undefined,
    f.ageFrom !== undefined
      ? sql`${members.birthDate} <= current_date - make_interval(years => ${f.ageFrom}::int)`
      : undefined,
    f.ageTo !== undefined
      ? sql`${members.birthDate} > current_date - make_interval(years => ${f.ageTo + 1}::int)`
      : undefined,
    f.withPhoto ? isNotNull(members.photo) : undefined,
  ];
}

/**
 * One page of members within the scope (first argument, set by the server), matching the filters, in
 * the sort's order after the cursor; plus the exact total over all pages.
 */
export async function searchMembers(
  db: Executor,
  scope: AdminScope,
  filters: MemberFilters,
  page: { sort: MemberSearchSort; cursor?: string; limit: number },
) {
  const def = sortDef(page.sort);
  const where = [memberRowsIn(scope), ...filterConditions(filters)];
  const cursor = afterCursor(def, page.sort, page.cursor);
  const plan =
    filters.q && def.key === nameKeySql ? await planNamePage(db, where, cursor, def, page.limit) : null;
  // When the sample held every match, its ids replace the text match (still within the scope and filters).
  const pageWhere = plan?.ids
    ? [memberRowsIn(scope), ...filterConditions({ ...filters, q: undefined })]
    : where;
  const orderKey = plan?.sortMatches ? sql`(${def.key} || '')` : def.key;
  const order = def.desc ? [desc(orderKey), desc(members.id)] : [asc(orderKey), asc(members.id)];
  const [rows, count] = await Promise.all([
    db
      .select({ ...listColumns, sortKey: sql<string>`${def.text}` })
      .from(members)
      .innerJoin(locales, eq(locales.id, members.currentLocaleId))
      .leftJoin(flocks, eq(flocks.id, members.flockId))
      .where(and(...pageWhere, cursor, plan?.condition))
      .orderBy(...order)
      .limit(page.limit + 1),
    plan?.count && !page.cursor ? plan.count : countMatches(db, where, filters.q ? SEARCH_COUNT_LIMIT : null),
  ]);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    items: shown.map(toListItem),
    total: count.total,
    totalExact: count.exact,
    nextCursor: more && last ? encodeCursor([page.sort, last.sortKey, last.id]) : null,
  };
}

/** Rows a name-ordered walk may step through before a text search sorts its matches instead (a few ms). */
const WALK_LIMIT = 5_000;

/**
 * How to find one page of a text search in name order without the two ways it goes slow at a million
 * members: walking the whole name index past non-matching rows when the matches sort late ("pang" →
 * Pangilinan), or sorting every match of a broad term ("mar"). A sample of up to SEARCH_COUNT_LIMIT + 1
 * matches, in no order, decides:
 * - all matches fit in the sample: the page is sorted from exactly those ids;
 * - otherwise the sample's (limit+1)-th name bounds the page from above; when few rows lie before that
 *   bound the page walks the name index, else it sorts the matches (bitmap) up to the bound.
 * The sample without a cursor is also the capped count.
 */
async function planNamePage(
  db: Executor,
  where: (SQL | undefined)[],
  cursor: SQL | undefined,
  def: SortDef,
  limit: number,
) {
  const direction = sql.raw(def.desc ? 'desc' : 'asc');
  const [sample] = await queryRows<{ n: number; ids: string | null; bound: string | null }>(
    db,
    // `matches` is planned without the limit (so a rare term uses the trigram index instead of a table scan
    // that never reaches the limit) and read lazily, so a broad term still stops at the limit.
    sql`with matches as materialized (
          select ${members.nameKey} as key, ${members.id} as id
            from ${members}
            inner join ${locales} on ${locales.id} = ${members.currentLocaleId}
            left join ${flocks} on ${flocks.id} = ${members.flockId}
           where ${and(...where, cursor)}),
        sample as (select key, id from matches limit ${SEARCH_COUNT_LIMIT + 1})
        select (select count(*)::int from sample) as n,
               (select string_agg(id::text, ',') from sample having count(*) <= ${SEARCH_COUNT_LIMIT}) as ids,
               (select key from sample order by key ${direction}, id ${direction} offset ${limit} limit 1) as bound`,
  );
  const n = sample?.n ?? 0;
  const count =
    n > SEARCH_COUNT_LIMIT ? { total: SEARCH_COUNT_LIMIT, exact: false } : { total: n, exact: true };
  if (n <= SEARCH_COUNT_LIMIT) {
    // Ids as one text value and one array parameter: hundreds of separate values cost more than the query.
    const ids = sample?.ids ? sample.ids.split(',') : [];
    const condition = ids.length > 0 ? sql`${members.id} = any(${sql.param(ids)}::uuid[])` : sql`false`;
    // Sorted, never walked: the planner cannot tell how few ids the array holds.
    return { count, ids, condition, sortMatches: true };
  }
  const bound = sample!.bound!;
  const withinBound = def.desc ? sql`${members.nameKey} >= ${bound}` : sql`${members.nameKey} <= ${bound}`;
  const [walk] = await queryRows<{ rows: number }>(
    db,
    sql`select count(*)::int as rows from (
          select 1 from ${members} where ${and(withinBound, cursor)} limit ${WALK_LIMIT + 1}) as steps`,
  );
  return { count, ids: null, condition: withinBound, sortMatches: (walk?.rows ?? 0) > WALK_LIMIT };
}

/**
 * Counts the members matching `where`; with a limit, stops one past it (a broad text search at a million
 * members would otherwise visit every match just to count them).
 */
async function countMatches(db: Executor, where: (SQL | undefined)[], limit: number | null) {
  const matching = db
    .select({ one: sql`1` })
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .leftJoin(flocks, eq(flocks.id, members.flockId))
    .where(and(...where));
  if (limit === null) {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matching.as('matching'));
    return { total: row?.total ?? 0, exact: true };
  }
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(matching.limit(limit + 1).as('matching'));
  const total = row?.total ?? 0;
  return total > limit ? { total: limit, exact: false } : { total, exact: true };
}
