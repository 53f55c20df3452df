import { and, sql, type SQL } from 'drizzle-orm';
import { type MemberListItem, type MemberSearchSort, SEARCH_COUNT_LIMIT } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { ReadCaches } from '../../../lib/read-caches.ts';
import { runShaped, shapedStatement } from '../../../db/executor.ts';
import { flocks, locales, members } from '../../../db/schema/index.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { memberRowsByScopeLists } from '../../../access/scope-sql.ts';
import { encodeCursor } from '../../../lib/paging.ts';
import {
  listColumns,
  toListItem,
  toNamedListItem,
  type ListRow,
  type MemberListRow,
} from '../../../lib/member-list.ts';
import { rawColumns } from '../../../db/raw-columns.ts';
import {
  afterCursor,
  conditionShape,
  cursorValues,
  filterConditions,
  joinsFor,
  matchJoins,
  nameKeySql,
  placeholder,
  searchValues,
  sortDef,
  type MatchJoins,
  type MemberFilters,
  type SearchValues,
  type SortDef,
} from './member-search.filters.repository.ts';

export type { MemberFilters, SearchFields } from './member-search.filters.repository.ts';

/*
 * The search is the admins' hottest read, so its statements are rendered once per *shape* (which scope, which
 * filters, which sort, a cursor or not), with every value a named placeholder, and prepared by name on
 * PostgreSQL: a call fills the placeholders (`SearchValues`) and sends the statement, without building or
 * rendering SQL. The conditions, sort and cursor the shapes are made of are in
 * `member-search.filters.repository.ts`.
 */

/** The list columns in a raw statement (`createdAt` as ISO text, which `toListItem` takes as it is). */
const rawListColumns = rawColumns(listColumns);
/** The same without the locale's and flock's names, which `placeNamesOf` reads from memory (`memberRowsOf`). */
const { localeName: _localeName, flockName: _flockName, ...memberListColumns } = listColumns;
const rawMemberColumns = rawColumns(memberListColumns);

type PageRow = ListRow & { sortKey: string };

/** What a sampled page's rows come from: the locale and flock names and the members' list rows held in memory. */
export type ListCaches = Pick<ReadCaches, 'places' | 'memberRows'>;
type PlaceName = { id: string; name: string };

/**
 * One page of members within the scope (first argument, set by the server), matching the filters, in
 * the sort's order after the cursor; plus the total over all pages (capped for a text search).
 */
export async function searchMembers(
  db: Database,
  caches: ListCaches,
  scope: AdminScope,
  filters: MemberFilters,
  page: { sort: MemberSearchSort; cursor?: string; limit: number },
) {
  const def = sortDef(page.sort);
  const values: SearchValues = {
    ...searchValues(scope, filters),
    ...cursorValues(def, page.sort, page.cursor),
    pageRows: page.limit + 1,
  };
  const shape = {
    conditions: conditionShape(scope, filters),
    where: () => [memberRowsByScopeLists(scope), ...filterConditions(filters)],
    joins: joinsFor(scope, filters),
    sort: page.sort,
    cursor: Boolean(page.cursor),
  };
  const countLimit = filters.q ? SEARCH_COUNT_LIMIT : null;
  if (filters.q && def.key === nameKeySql) {
    // After a cursor the sample counts only the matches past it, so the total is counted apart (at once).
    const [plan, afterCursorCount] = await Promise.all([
      planNamePage(db, shape, def, values),
      page.cursor ? countMatches(db, shape, values, countLimit) : undefined,
    ]);
    const count = afterCursorCount ?? plan.count;
    if (plan.keys) {
      const rows = await memberRowsOf(db, caches, plan.keys.slice(0, page.limit));
      const names = await placeNamesOf(db, caches, [...rows.values()]);
      return pageOf(plan.keys, page, count, (key) => {
        const row = rows.get(key.id);
        // Gone in the moment between the page's keys and the read of its rows: left out.
        return row && namedItem(row, names);
      });
    }
    // More matches than the sample: the page is bounded by the sample's (limit+1)-th name.
    const walk = await stepsToBound(db, shape, def, { ...values, bound: plan.bound });
    const rows = await pageQuery(db, shape, def, { ...values, bound: plan.bound }, walk > WALK_LIMIT);
    return pageOf(rows, page, count, toListItem);
  }
  const [rows, count] = await Promise.all([
    pageQuery(db, shape, def, values, false),
    countMatches(db, shape, values, countLimit),
  ]);
  return pageOf(rows, page, count, toListItem);
}

/** The conditions joined with `and`; `true` when there are none (a super admin browsing everyone). */
const whereAll = (...conditions: (SQL | undefined)[]): SQL => and(...conditions) ?? sql`true`;

/** A search statement's shape: what decides its text (never a value). */
interface SearchShape {
  conditions: string;
  where: () => (SQL | undefined)[];
  joins: MatchJoins;
  sort: MemberSearchSort;
  cursor: boolean;
}

/** The bound of a page walked or sorted up to the sample's (limit+1)-th name (placeholder `bound`). */
const withinBound = (def: SortDef, bound: SQL) =>
  def.desc ? sql`${members.nameKey} >= ${bound}` : sql`${members.nameKey} <= ${bound}`;

/**
 * One page (limit + 1 rows, to tell whether more follow) in the sort's order; with `values.bound`, only up to
 * that name. `sortMatches` sorts the matches instead of walking the sort's index.
 */
async function pageQuery(
  db: Database,
  shape: SearchShape,
  def: SortDef,
  values: SearchValues,
  sortMatches: boolean,
): Promise<PageRow[]> {
  const bounded = values.bound !== undefined;
  const statement = shapedStatement(
    'member_page',
    `${shape.conditions}|${shape.sort}|${shape.cursor}|${bounded}|${sortMatches}`,
    () => {
      const direction = sql.raw(def.desc ? 'desc' : 'asc');
      const orderKey = sortMatches ? sql`(${def.key} || '')` : def.key;
      return sql`select ${rawListColumns}, ${def.text} as "sortKey"
          from ${members}
          inner join ${locales} on ${locales.id} = ${members.currentLocaleId}
          left join ${flocks} on ${flocks.id} = ${members.flockId}
         where ${whereAll(
           ...shape.where(),
           shape.cursor ? afterCursor(def) : undefined,
           bounded ? withinBound(def, sql`${placeholder('bound')}`) : undefined,
         )}
         order by ${orderKey} ${direction}, ${members.id} ${direction}
         limit ${placeholder('pageRows')}`;
    },
    // Whether to walk the sort's index or sort the matches depends on the values (a name bound, a rare filter):
    // planned for each call.
    { prepared: false },
  );
  return runShaped<PageRow>(db, statement, values);
}

/** A page of `limit` from `rows` (limit + 1 read, to tell whether more follow), with the cursor to the next. */
function pageOf<R extends { id: string; sortKey: string }>(
  rows: R[],
  page: { sort: MemberSearchSort; limit: number },
  count: { total: number; exact: boolean },
  toItem: (row: R) => MemberListItem | undefined,
) {
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  const items: MemberListItem[] = [];
  for (const row of shown) {
    const item = toItem(row);
    if (item) items.push(item);
  }
  return {
    items,
    total: count.total,
    totalExact: count.exact,
    nextCursor: more && last ? encodeCursor([page.sort, last.sortKey, last.id]) : null,
  };
}

/** A list item from a row read without its places' names, and those names by id (`placeNamesOf`). */
function namedItem(row: MemberListRow, places: Map<string, PlaceName>): MemberListItem {
  return toNamedListItem(
    row,
    // A member's locale and flock are kept by foreign keys: a name is missing only when the place went in the
    // moment between the page and the read of its name.
    places.get(row.localeId)?.name ?? '',
    row.flockId ? (places.get(row.flockId)?.name ?? null) : null,
  );
}

/** Rows a name-ordered walk may step through before a text search sorts its matches instead (a few ms). */
const WALK_LIMIT = 5_000;

/**
 * How to find one page of a text search in name order without the two ways it goes slow at a million
 * members: walking the whole name index past non-matching rows when the matches sort late ("pang" →
 * Pangilinan), or sorting every match of a broad term ("mar"). A sample of up to SEARCH_COUNT_LIMIT + 1
 * matches, in no order, is sorted and the keys (name key and id) of its first limit + 1 rows answered, with the
 * sample's size:
 * - all matches fit in the sample: those keys are the page (`keys`), whose rows come from memory or one read by id
 *   (`memberRowsOf`), and their locale's and flock's names likewise (`placeNamesOf`) — one statement for most
 *   searches once the rows were shown before;
 * - otherwise the sample's (limit+1)-th name (its last key) bounds the page from above; `stepsToBound` counts the
 *   rows before that bound and the page walks the name index when they are few, else sorts the matches (bitmap)
 *   up to the bound.
 * The sample without a cursor is also the capped count.
 */
async function planNamePage(db: Database, shape: SearchShape, def: SortDef, values: SearchValues) {
  const statement = shapedStatement(
    'member_search',
    `${shape.conditions}|${shape.sort}|${shape.cursor}`,
    () => {
      const direction = sql.raw(def.desc ? 'desc' : 'asc');
      const cursor = shape.cursor ? afterCursor(def) : undefined;
      // `matches` is planned without the limit (so a rare term uses the trigram index instead of a table scan
      // that never reaches the limit) and read lazily, so a broad term still stops at the limit. Only keys are
      // answered: the rows are read apart, by id, and only those not held in memory.
      return sql`with matches as materialized (
          select ${members.nameKey} as key, ${members.id} as id
            from ${members} ${matchJoins(shape.joins)}
           where ${whereAll(...shape.where(), cursor)}),
        page as (
          select key, id, (count(*) over ())::int as sampled
            from (select key, id from matches limit ${SEARCH_COUNT_LIMIT + 1}) as sample
           order by key ${direction}, id ${direction}
           limit ${placeholder('pageRows')})
        select sampled as "sampled", id as "id", key as "sortKey"
          from page
         order by key ${direction}, id ${direction}`;
    },
  );
  const keys = await runShaped<PageKey & { sampled: number }>(db, statement, values);
  const n = keys[0]?.sampled ?? 0;
  if (n <= SEARCH_COUNT_LIMIT) {
    return { count: { total: n, exact: true }, keys, bound: undefined };
  }
  // More than the sample: it holds over limit + 1 rows, so the last key is its (limit+1)-th.
  return { count: { total: SEARCH_COUNT_LIMIT, exact: false }, keys: null, bound: keys.at(-1)!.sortKey };
}

/** How many rows of the name index lie before `values.bound` (and after the cursor), counted up to WALK_LIMIT + 1. */
async function stepsToBound(db: Database, shape: SearchShape, def: SortDef, values: SearchValues) {
  const statement = shapedStatement('member_walk', `${shape.sort}|${shape.cursor}`, () => {
    const cursor = shape.cursor ? afterCursor(def) : undefined;
    return sql`select count(*)::int as "steps" from (
        select 1 from ${members} where ${and(withinBound(def, sql`${placeholder('bound')}`), cursor)}
         limit ${WALK_LIMIT + 1}) as steps`;
  });
  const [row] = await runShaped<{ steps: number }>(db, statement, values);
  return row?.steps ?? 0;
}

/** A row of a page chosen by key: the member's id and sort key. */
interface PageKey {
  id: string;
  sortKey: string;
}

/** Members' list rows by id. */
const memberRowsStatement = shapedStatement('member_rows', '', () => {
  return sql`select ${rawMemberColumns} from ${members} where ${members.id} = any(${placeholder('ids')}::uuid[])`;
});

/** The list rows of a page's members: from memory, those not held read in one statement. */
function memberRowsOf(
  db: Database,
  caches: ListCaches,
  keys: PageKey[],
): Promise<Map<string, MemberListRow>> {
  return caches.memberRows.lookup(
    keys.map((key) => key.id),
    (ids) => runShaped<MemberListRow>(db, memberRowsStatement, { ids }),
  );
}

/** The names of the locales and flocks among the ids asked for (one list: ids are unique across both). */
const placeNamesStatement = shapedStatement('place_names', '', () => {
  return sql`select ${locales.id} as "id", ${locales.name} as "name"
      from ${locales} where ${locales.id} = any(${placeholder('ids')}::uuid[])
    union all
    select ${flocks.id}, ${flocks.name}
      from ${flocks} where ${flocks.id} = any(${placeholder('ids')}::uuid[])`;
});

/** The names of the rows' locales and flocks by id: from memory, those not held read in one statement. */
function placeNamesOf(db: Database, caches: ListCaches, rows: MemberListRow[]) {
  const ids: string[] = [];
  for (const row of rows) {
    ids.push(row.localeId);
    if (row.flockId) ids.push(row.flockId);
  }
  return caches.places.lookup(ids, (missing) =>
    runShaped<PlaceName>(db, placeNamesStatement, { ids: missing }),
  );
}

/**
 * Counts the members matching the shape's conditions; with a limit, stops one past it (a broad text search at
 * a million members would otherwise visit every match just to count them).
 */
async function countMatches(
  db: Database,
  shape: SearchShape,
  values: SearchValues,
  limit: number | null,
): Promise<{ total: number; exact: boolean }> {
  const statement = shapedStatement('member_count', `${shape.conditions}|${limit}`, () => {
    const matching = sql`select 1 from ${members}
        inner join ${locales} on ${locales.id} = ${members.currentLocaleId}
        left join ${flocks} on ${flocks.id} = ${members.flockId}
       where ${whereAll(...shape.where())}`;
    return limit === null
      ? sql`select count(*)::int as total from (${matching}) as matching`
      : sql`select count(*)::int as total from (${matching} limit ${limit + 1}) as matching`;
  });
  const [row] = await runShaped<{ total: number }>(db, statement, values);
  const total = row?.total ?? 0;
  return limit !== null && total > limit ? { total: limit, exact: false } : { total, exact: true };
}
