import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { fieldIssue, type MemberSearchSort, NO_CLUSTER, SEARCH_COUNT_LIMIT } from '@congregate/contracts';
import { queryPrepared, type Executor } from '../../../db/executor.ts';
import { flocks, locales, members } from '../../../db/schema/index.ts';
import { invalidInput } from '../../../lib/errors.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { memberRowsIn, memberRowsReadLocales } from '../../../access/scope-sql.ts';
import { decodeCursor, encodeCursor } from '../../../lib/paging.ts';
import { listColumns, toListItem, type ListRow } from '../../../lib/member-list.ts';

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
  // A sub-select, so the pattern is worked out once per query, not once per row the index hands back; and
  // a prepared statement's generic plan (parameter not folded at planning) stays as cheap as a custom one.
  const pattern = sql`(select '%' || lower(congregate_unaccent(${likeEscape(q.trim())})) || '%')`;
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
  const counting = (): Promise<{ total: number; exact: boolean }> =>
    countMatches(db, where, filters.q ? SEARCH_COUNT_LIMIT : null);
  if (filters.q && def.key === nameKeySql) {
    // After a cursor the sample counts only the matches past it, so the total is counted apart (at once).
    const [plan, afterCursorCount] = await Promise.all([
      planNamePage(db, where, matchJoinsFor(scope, filters), cursor, def, page.limit),
      page.cursor ? counting() : undefined,
    ]);
    const count = afterCursorCount ?? plan.count;
    if (plan.rows) return pageOf(plan.rows, page, count);
    // More matches than the sample: the page is bounded by the sample's (limit+1)-th name.
    const rows = await pageQuery(db, def, [...where, cursor, plan.condition], page.limit, plan.sortMatches);
    return pageOf(rows, page, count);
  }
  const [rows, count] = await Promise.all([
    pageQuery(db, def, [...where, cursor], page.limit, false),
    counting(),
  ]);
  return pageOf(rows, page, count);
}

type PageRow = ListRow & { sortKey: string };

/** One page (limit + 1 rows, to tell whether more follow) in the sort's order. */
function pageQuery(
  db: Executor,
  def: SortDef,
  where: (SQL | undefined)[],
  limit: number,
  sortMatches: boolean,
) {
  const orderKey = sortMatches ? sql`(${def.key} || '')` : def.key;
  const order = def.desc ? [desc(orderKey), desc(members.id)] : [asc(orderKey), asc(members.id)];
  return db
    .select({ ...listColumns, sortKey: sql<string>`${def.text}` })
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .leftJoin(flocks, eq(flocks.id, members.flockId))
    .where(and(...where))
    .orderBy(...order)
    .limit(limit + 1);
}

function pageOf(
  rows: PageRow[],
  page: { sort: MemberSearchSort; limit: number },
  count: { total: number; exact: boolean },
) {
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
 * The list columns in a raw statement, typed the same on both drivers (dates as text, read back as
 * drizzle reads them).
 */
const rawListColumns = sql.join(
  [
    sql`${members.id} as "id"`,
    sql`${members.customId} as "customId"`,
    sql`${members.firstName} as "firstName"`,
    sql`${members.lastName} as "lastName"`,
    sql`${members.email} as "email"`,
    sql`${members.mobile} as "mobile"`,
    sql`to_char(${members.birthDate}, 'YYYY-MM-DD') as "birthDate"`,
    sql`${members.gender} as "gender"`,
    sql`${members.type} as "type"`,
    sql`${members.currentLocaleId} as "localeId"`,
    sql`${locales.name} as "localeName"`,
    sql`${members.flockId} as "flockId"`,
    sql`${flocks.name} as "flockName"`,
    sql`${members.endorsed} as "endorsed"`,
    sql`${members.photo} as "photo"`,
    sql`${members.userId} as "userId"`,
    sql`to_char(${members.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt"`,
  ],
  sql`, `,
);

type RawPageRow = Omit<PageRow, 'createdAt' | 'id'> & { id: string | null; createdAt: string };

/** Which tables a search's conditions read besides `members` (the scope by district, the cluster filter). */
interface MatchJoins {
  locales: boolean;
  flocks: boolean;
}

function matchJoinsFor(scope: AdminScope, filters: MemberFilters): MatchJoins {
  return { locales: memberRowsReadLocales(scope), flocks: Boolean(filters.cluster) };
}

/**
 * How to find one page of a text search in name order without the two ways it goes slow at a million
 * members: walking the whole name index past non-matching rows when the matches sort late ("pang" →
 * Pangilinan), or sorting every match of a broad term ("mar"). A sample of up to SEARCH_COUNT_LIMIT + 1
 * matches, in no order, decides:
 * - all matches fit in the sample: the page is sorted from exactly those rows — in the same statement, so
 *   most searches cost one round trip (`rows`);
 * - otherwise the sample's (limit+1)-th name bounds the page from above; when few rows lie before that
 *   bound (counted in the same statement) the page walks the name index, else it sorts the matches
 *   (bitmap) up to the bound.
 * The sample without a cursor is also the capped count. One named prepared statement per query shape on
 * PostgreSQL.
 */
async function planNamePage(
  db: Executor,
  where: (SQL | undefined)[],
  joins: MatchJoins,
  cursor: SQL | undefined,
  def: SortDef,
  limit: number,
) {
  const direction = sql.raw(def.desc ? 'desc' : 'asc');
  const withinBound = (bound: SQL) =>
    def.desc ? sql`${members.nameKey} >= ${bound}` : sql`${members.nameKey} <= ${bound}`;
  // The locale and flock are joined to the matches only when the scope or a filter reads them.
  const matchJoins = sql.join(
    [
      joins.locales ? sql`inner join ${locales} on ${locales.id} = ${members.currentLocaleId}` : undefined,
      joins.flocks ? sql`left join ${flocks} on ${flocks.id} = ${members.flockId}` : undefined,
    ].filter((join) => join !== undefined),
    sql` `,
  );
  const query =
    // `matches` is planned without the limit (so a rare term uses the trigram index instead of a table scan
    // that never reaches the limit) and read lazily, so a broad term still stops at the limit. Only the
    // page's own rows (limit + 1, sorted from the sample's keys) are joined to their locale and flock. `bound`
    // is read only when the matches outnumber the sample: the page lies at or before that key.
    sql`with matches as materialized (
          select ${members.nameKey} as key, ${members.id} as id
            from ${members} ${matchJoins}
           where ${and(...where, cursor)}),
        sample as (select key, id from matches limit ${SEARCH_COUNT_LIMIT + 1}),
        stats as (select count(*)::int as n from sample),
        bound as (select key from sample order by key ${direction}, id ${direction} offset ${limit} limit 1),
        top as (
          select key, id from sample
           where (select n from stats) <= ${SEARCH_COUNT_LIMIT}
           order by key ${direction}, id ${direction}
           limit ${limit + 1})
        select stats.n as "sampled",
               case when stats.n > ${SEARCH_COUNT_LIMIT} then (select key from bound) end as "bound",
               case when stats.n > ${SEARCH_COUNT_LIMIT} then (
                 select count(*)::int from (
                   select 1 from ${members} where ${and(withinBound(sql`(select key from bound)`), cursor)}
                   limit ${WALK_LIMIT + 1}) as steps) end as "walk",
               ${rawListColumns}, top.key as "sortKey"
          from stats
          left join (top
            inner join ${members} on ${members.id} = top.id
            inner join ${locales} on ${locales.id} = ${members.currentLocaleId}
            left join ${flocks} on ${flocks.id} = ${members.flockId}) on true
         order by top.key ${direction}, top.id ${direction}`;
  const result = await queryPrepared<
    RawPageRow & { sampled: number; bound: string | null; walk: number | null }
  >(db, 'member_search', query);
  const first = result[0];
  const n = first?.sampled ?? 0;
  const count =
    n > SEARCH_COUNT_LIMIT ? { total: SEARCH_COUNT_LIMIT, exact: false } : { total: n, exact: true };
  if (n <= SEARCH_COUNT_LIMIT) {
    const rows: PageRow[] = result
      .filter((row) => row.id !== null)
      .map(({ sampled: _n, bound: _b, walk: _w, ...row }) => ({
        ...row,
        id: row.id!,
        createdAt: new Date(row.createdAt),
      }));
    return { count, rows, condition: undefined, sortMatches: true };
  }
  return {
    count,
    rows: null,
    condition: withinBound(sql`${first!.bound!}`),
    sortMatches: (first?.walk ?? 0) > WALK_LIMIT,
  };
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
