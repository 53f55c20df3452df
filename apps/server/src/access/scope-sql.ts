import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { locales, members } from '../db/schema/index.ts';
import type { AdminScope } from './scope.ts';

/** Member rows an admin may see: the SQL form of an AdminScope (members joined with their locale). */
export function memberRowsIn(scope: AdminScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.localeIds.length > 0) parts.push(inArray(members.currentLocaleId, scope.localeIds));
  if (scope.districtIds.length > 0) parts.push(inArray(locales.districtId, scope.districtIds));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

/**
 * `memberRowsIn` for a statement prepared once per kind of scope: the scope's ids are the array placeholders
 * `scopeLocales` and `scopeDistricts`, whose values `scopeLists(scope)` gives.
 */
export function memberRowsByScopeLists(scope: AdminScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.localeIds.length > 0)
    parts.push(sql`${members.currentLocaleId} = any(${sql.placeholder('scopeLocales')}::uuid[])`);
  if (scope.districtIds.length > 0)
    parts.push(sql`${locales.districtId} = any(${sql.placeholder('scopeDistricts')}::uuid[])`);
  return parts.length > 0 ? or(...parts) : sql`false`;
}

/** The values of `memberRowsByScopeLists`'s placeholders. */
export function scopeLists(scope: AdminScope): { scopeLocales?: string[]; scopeDistricts?: string[] } {
  return scope.all ? {} : { scopeLocales: scope.localeIds, scopeDistricts: scope.districtIds };
}

/** Whether `memberRowsIn(scope)` reads the member's locale (a district scope), so a query must join `locales`. */
export const memberRowsReadLocales = (scope: AdminScope): boolean =>
  !scope.all && scope.districtIds.length > 0;

/** The same for any row carrying a locale id (transfers, audit rows). */
export function localeRowsIn(
  scope: AdminScope,
  localeId: SQL | typeof members.currentLocaleId,
): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.localeIds.length > 0) parts.push(sql`${localeId} in ${scope.localeIds}`);
  if (scope.districtIds.length > 0) {
    parts.push(sql`${localeId} in (select l.id from locales l where l.district_id in ${scope.districtIds})`);
  }
  return parts.length > 0 ? or(...parts) : sql`false`;
}
