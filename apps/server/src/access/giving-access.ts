import type { GivingAccessLevel } from '@congregate/contracts';
import type { Actor } from '../lib/actor.ts';
import { grantsCount, type LocaleRef } from './scope.ts';

/**
 * THE giving rule (issue 17): how much of a locale's giving the caller may see and do.
 * - `manage`: super admins and the locale's finance officers — gifts, refunds, batches, statements, funds;
 * - `view`: the locale's admins — its gifts, receipts and funds, but no refunds, batches or statement runs;
 * - `totals`: district admins of its district — monthly summaries only (unless also its finance officer);
 * - `none`: everyone else. Flock leaders never see giving; a member sees only their own (checked by member id).
 */
export function givingAccessOf(actor: Actor, locale: LocaleRef): GivingAccessLevel {
  if (!grantsCount(actor)) return 'none';
  const grants = actor.grants;
  if (grants.some((g) => g.role === 'super_admin')) return 'manage';
  if (grants.some((g) => g.role === 'finance' && g.scopeId === locale.id)) return 'manage';
  if (grants.some((g) => g.role === 'locale_admin' && g.scopeId === locale.id)) return 'view';
  if (locale.districtId && grants.some((g) => g.role === 'district_admin' && g.scopeId === locale.districtId))
    return 'totals';
  return 'none';
}

const rank: Record<GivingAccessLevel, number> = { none: 0, totals: 1, view: 2, manage: 3 };

/** Whether the caller's level reaches `needed` (`manage` ⊃ `view` ⊃ `totals`). */
export const givingAllows = (level: GivingAccessLevel, needed: Exclude<GivingAccessLevel, 'none'>): boolean =>
  rank[level] >= rank[needed];

/**
 * Where to look for the locales a caller may see giving of: every locale (super admin), or the locales and
 * districts named by their finance, locale admin and district admin grants. Null: none at all.
 */
export function givingScopeOf(
  actor: Actor,
): { all: true } | { all: false; localeIds: string[]; districtIds: string[] } | null {
  if (!grantsCount(actor)) return null;
  if (actor.grants.some((g) => g.role === 'super_admin')) return { all: true };
  const localeIds = actor.grants
    .filter((g) => (g.role === 'finance' || g.role === 'locale_admin') && g.scopeId)
    .map((g) => g.scopeId!);
  const districtIds = actor.grants
    .filter((g) => g.role === 'district_admin' && g.scopeId)
    .map((g) => g.scopeId!);
  if (localeIds.length === 0 && districtIds.length === 0) return null;
  return { all: false, localeIds: [...new Set(localeIds)], districtIds: [...new Set(districtIds)] };
}
