import { sql, type SQL } from 'drizzle-orm';
import { fieldIssue, type MemberSearchSort, NO_CLUSTER } from '@congregate/contracts';
import { flocks, locales, members } from '../../../db/schema/index.ts';
import { invalidInput } from '../../../lib/errors.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { memberRowsReadLocales, scopeLists } from '../../../access/scope-sql.ts';
import { decodeCursor } from '../../../lib/paging.ts';

/*
 * The pieces a member search's statements are made of — the filters' conditions, the sort, the cursor, the
 * joins — each value a named placeholder (see `member-search.repository.ts`, which renders a statement once
 * per shape). `filterConditions` and `searchValues` below must name the same placeholders (a missing one
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
export type SearchValues = Record<string, unknown>;

export const placeholder = (name: string) => sql.placeholder(name);

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
export function filterConditions(f: MemberFilters): (SQL | undefined)[] {
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
export function searchValues(scope: AdminScope, f: MemberFilters): SearchValues {
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
export function conditionShape(scope: AdminScope, f: MemberFilters): string {
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

export interface SortDef {
  key: SQL;
  /** The key as text, handed out in cursors. */
  text: SQL;
  cast: 'text' | 'timestamptz';
  desc: boolean;
}

export const nameKeySql = sql`${members.nameKey}`;

export function sortDef(sort: MemberSearchSort): SortDef {
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
export function cursorValues(def: SortDef, sort: string, cursor: string | undefined): SearchValues {
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
export function afterCursor(def: SortDef): SQL {
  const op = sql.raw(def.desc ? '<' : '>');
  return sql`(${def.key}, ${members.id}) ${op} (cast(${placeholder('cursorKey')} as ${sql.raw(def.cast)}), cast(${placeholder('cursorId')} as uuid))`;
}

/** Which tables a search's conditions read besides `members` (the scope by district, the cluster filter). */
export interface MatchJoins {
  locales: boolean;
  flocks: boolean;
}

export function joinsFor(scope: AdminScope, filters: MemberFilters): MatchJoins {
  return { locales: memberRowsReadLocales(scope), flocks: Boolean(filters.cluster) };
}

export const matchJoins = (joins: MatchJoins) =>
  sql.join(
    [
      joins.locales ? sql`inner join ${locales} on ${locales.id} = ${members.currentLocaleId}` : undefined,
      joins.flocks ? sql`left join ${flocks} on ${flocks.id} = ${members.flockId}` : undefined,
    ].filter((join) => join !== undefined),
    sql` `,
  );
