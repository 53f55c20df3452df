import { genders, idSchema, LIMITS, memberSearchSorts, memberTypes } from '@congregate/contracts';
import type { MemberFilters } from '../../../../lib/members/api/search-members.ts';

export type { MemberFilters };

/** Names of the filters in the page's query string (short, readable, shareable). */
export const filterParams = {
  q: 'q',
  localeId: 'locale',
  flockId: 'flock',
  cluster: 'cluster',
  type: 'type',
  endorsed: 'endorsed',
  gender: 'gender',
  birthMonth: 'month',
  ageFrom: 'ageFrom',
  ageTo: 'ageTo',
  sort: 'sort',
} as const satisfies Record<keyof MemberFilters, string>;

export type FilterName = keyof typeof filterParams;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** The filters a query string holds; values that are not valid (a hand-edited URL) are left out. */
export function filtersFromParams(params: URLSearchParams): MemberFilters {
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, max) : undefined;
  };
  const id = (name: string) => {
    const value = params.get(name);
    return value && idSchema.safeParse(value).success ? value : undefined;
  };
  const endorsed = params.get(filterParams.endorsed);
  const filters: MemberFilters = {
    q: text(filterParams.q, LIMITS.searchMax),
    localeId: id(filterParams.localeId),
    flockId: id(filterParams.flockId),
    cluster: text(filterParams.cluster, LIMITS.nameMax),
    type: oneOf(memberTypes, params.get(filterParams.type)),
    endorsed: endorsed === 'yes' ? true : endorsed === 'no' ? false : undefined,
    gender: oneOf(genders, params.get(filterParams.gender)),
    birthMonth: wholeNumber(params.get(filterParams.birthMonth), 1, 12),
    ageFrom: wholeNumber(params.get(filterParams.ageFrom), 0, 150),
    ageTo: wholeNumber(params.get(filterParams.ageTo), 0, 150),
    sort: oneOf(memberSearchSorts, params.get(filterParams.sort)),
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as MemberFilters;
}

/** A filter's value as the query string writes it (`endorsed` as yes/no). */
function paramValue(value: MemberFilters[FilterName]): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * The query string with filters changed (`undefined` removes one). Other parameters (the open member)
 * stay; choosing another locale drops the flock and cluster, which belong to a locale.
 */
export function withFilters(params: URLSearchParams, changes: Partial<MemberFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if ('localeId' in changes && (changes.localeId ?? null) !== params.get(filterParams.localeId)) {
    next.delete(filterParams.flockId);
    next.delete(filterParams.cluster);
  }
  for (const [name, value] of Object.entries(changes) as [FilterName, MemberFilters[FilterName]][]) {
    const written = paramValue(value);
    if (written === undefined) next.delete(filterParams[name]);
    else next.set(filterParams[name], written);
  }
  return next;
}

/** The query string without any filter (the open member, if any, stays). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(filterParams)) next.delete(name);
  return next;
}

/** How many filters other than the search text are set. */
export function activeFilterCount(filters: MemberFilters): number {
  return Object.keys(filters).filter((name) => name !== 'q' && name !== 'sort').length;
}

/** Ages out of order: the server would refuse the search, so the page says so and does not send it. */
export const agesOutOfOrder = (filters: MemberFilters) =>
  filters.ageFrom !== undefined && filters.ageTo !== undefined && filters.ageFrom > filters.ageTo;

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
