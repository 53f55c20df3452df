import { and, sql, type SQL } from 'drizzle-orm';
import {
  fieldIssue,
  type MemberListItem,
  type MemberSearchSort,
  NO_CLUSTER,
  SEARCH_COUNT_LIMIT,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { ReadCaches } from '../../../lib/read-caches.ts';
import { runShaped, shapedStatement } from '../../../db/executor.ts';
import { flocks, locales, members } from '../../../db/schema/index.ts';
import { invalidInput } from '../../../lib/errors.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { memberRowsByScopeLists, memberRowsReadLocales, scopeLists } from '../../../access/scope-sql.ts';
import { decodeCursor, encodeCursor } from '../../../lib/paging.ts';
import {
  listColumns,
  toListItem,
  toNamedListItem,
  type ListRow,
  type MemberListRow,
} from '../../../lib/member-list.ts';
import { rawColumns } from '../../../db/raw-columns.ts';

/*
 * The search is the admins' hottest read, so its statements are rendered once per *shape* (which scope, which
 * filters, which sort, a cursor or not), with every value a named placeholder, and prepared by name on
 * PostgreSQL: a call fills the placeholders (`SearchValues`) and sends the statement, without building or
 * rendering SQL. `filterConditions` and `searchValues` below must name the same placeholders (a missing one
 * throws before anything is sent).
 */

/** Escapes LIKE wildcards so a search for `50%` looks for those characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a text search may match: `all` (an admin) — name, e-mail, member id and mobile; `directory` (a member
 * or flock leader reading a list of others) — name and member id only, so hidden contact data cannot be
 * discovered by searching for it one character at a time.
 */
export type SearchFields = 'all' | 'directory';

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

/** The values a search statement's placeholders take. */
type SearchValues = Record<string, unknown>;

const placeholder = (name: string) => sql.placeholder(name);

/** Matches the `q` placeholder anywhere in the searchable fields, ignoring case and accents (GIN trigram index). */
function memberMatches(fields: SearchFields): SQL {
  // A sub-select, so the pattern is worked out once per query, not once per row the index hands back; and
  // a prepared statement's generic plan (parameter not folded at planning) stays as cheap as a custom one.
  const pattern = sql`(select '%' || lower(congregate_unaccent(${placeholder('q')})) || '%')`;
  // The stored text (every field) narrows through the index; a directory search then keeps only rows whose
  // name or member id match — the same function without e-mail and mobile.
  const anyField = sql`${members.searchText} like ${pattern}`;
  if (fields === 'all') return anyField;
  return sql`(${anyField} and congregate_member_search_text(${members.firstName}, ${members.lastName}, null, ${members.customId}, null) like ${pattern})`;
}

/** The filters' conditions, each value a placeholder named after its filter (values: `searchValues`). */
function filterConditions(f: MemberFilters): (SQL | undefined)[] {
  return [
    f.q ? memberMatches(f.qFields ?? 'all') : undefined,
    f.localeId ? sql`${members.currentLocaleId} = ${placeholder('localeId')}` : undefined,
    f.flockId ? sql`${members.flockId} = ${placeholder('flockId')}` : undefined,
    f.flockIds
      ? f.flockIds.length > 0
        ? sql`${members.flockId} = any(${placeholder('flockIds')}::uuid[])`
        : sql`false`
      : undefined,
    f.cluster ? sql`coalesce(${flocks.cluster}, ${NO_CLUSTER}) = ${placeholder('cluster')}` : undefined,
    f.type ? sql`${members.type} = ${placeholder('type')}` : undefined,
    f.endorsed !== undefined ? sql`${members.endorsed} = ${placeholder('endorsed')}` : undefined,
    f.gender ? sql`${members.gender} = ${placeholder('gender')}` : undefined,
    f.birthMonth ? sql`extract(month from ${members.birthDate}) = ${placeholder('birthMonth')}` : undefined,
    f.ageFrom !== undefined
      ? sql`${members.birthDate} <= current_date - make_interval(years => ${placeholder('ageFrom')}::int)`
      : undefined,
    f.ageTo !== undefined
      ? sql`${members.birthDate} > current_date - make_interval(years => ${placeholder('ageToNext')}::int)`
      : undefined,
    f.withPhoto ? sql`${members.photo} is not null` : undefined,
  ];
}

/** What `filterConditions` names, with its value. */
function searchValues(scope: AdminScope, f: MemberFilters): SearchValues {
  return {
    ...scopeLists(scope),
    q: f.q ? likeEscape(f.q.trim()) : undefined,
    localeId: f.localeId,
    flockId: f.flockId,
    flockIds: f.flockIds,
    cluster: f.cluster,
    type: f.type,
    endorsed: f.endorsed,
    gender: f.gender,
    birthMonth: f.birthMonth,
    ageFrom: f.ageFrom,
    ageToNext: f.ageTo !== undefined ? f.ageTo + 1 : undefined,
  };
}

/** The part of a statement's shape the scope and filters make: which conditions it has, not their values. */
function conditionShape(scope: AdminScope, f: MemberFilters): string {
  const scopeShape = scope.all
    ? 'all'
    : `${scope.localeIds.length > 0 ? 'L' : ''}${scope.districtIds.length > 0 ? 'D' : ''}`;
  const filterShape = [
    f.q ? `q:${f.qFields ?? 'all'}` : '',
    f.localeId ? 'l' : '',
    f.flockId ? 'f' : '',
    f.flockIds ? (f.flockIds.length > 0 ? 'F' : 'F0') : '',
    f.cluster ? 'c' : '',
    f.type ? 't' : '',
    f.endorsed !== undefined ? 'e' : '',
    f.gender ? 'g' : '',
    f.birthMonth ? 'b' : '',
    f.ageFrom !== undefined ? 'a' : '',
    f.ageTo !== undefined ? 'A' : '',
    f.withPhoto ? 'p' : '',
  ].join(',');
  return `${scopeShape}|${filterShape}`;
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

/** The cursor's key and id (values of `afterCursor`'s placeholders), refused when it is not this list's. */
function cursorValues(def: SortDef, sort: string, cursor: string | undefined): SearchValues {
  if (!cursor) return {};
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
  return { cursorKey: key, cursorId: id };
}

/** Rows after the cursor in the sort's order (placeholders `cursorKey`, `cursorId`). */
function afterCursor(def: SortDef): SQL {
  const op = sql.raw(def.desc ? '<' : '>');
  return sql`(${def.key}, ${members.id}) ${op} (cast(${placeholder('cursorKey')} as ${sql.raw(def.cast)}), cast(${placeholder('cursorId')} as uuid))`;
}

/** Which tables a search's conditions read besides `members` (the scope by district, the cluster filter). */
interface MatchJoins {
  locales: boolean;
  flocks: boolean;
}

function joinsFor(scope: AdminScope, filters: MemberFilters): MatchJoins {
  return { locales: memberRowsReadLocales(scope), flocks: Boolean(filters.cluster) };
}

const matchJoins = (joins: MatchJoins) =>
  sql.join(
    [
      joins.locales ? sql`inner join ${locales} on ${locales.id} = ${members.currentLocaleId}` : undefined,
      joins.flocks ? sql`left join ${flocks} on ${flocks.id} = ${members.flockId}` : undefined,
    ].filter((join) => join !== undefined),
    sql` `,
  );

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
