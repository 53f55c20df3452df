import type { Role } from '@congregate/contracts';
import type { Actor } from '../../lib/actor.ts';
import type { MemberScope } from './members.policy.ts';

/**
 * The locales an admin looks after, read from their grants: everything (super admin), or the union of
 * their locale_admin locales and the locales of their district_admin districts. Repositories turn it
 * into a WHERE condition; it is never taken from the request.
 */
export type AdminScope = { all: true } | { all: false; localeIds: string[]; districtIds: string[] };

/** A locale as scope checks need it. */
export interface LocaleRef {
  id: string;
  districtId: string | null;
}

// Same rule as `administers`: a pending (not endorsed) member's grants count only for an admin account.
const grantsCount = (actor: Actor) => actor.endorsed || actor.userType === 'admin';

/** The caller's admin scope, or null when they administer nothing (a plain member, a flock leader, finance, a kiosk). */
export function adminScopeOf(actor: Actor): AdminScope | null {
  if (!grantsCount(actor)) return null;
  if (actor.grants.some((g) => g.role === 'super_admin')) return { all: true };
  const localeIds = actor.grants.filter((g) => g.role === 'locale_admin' && g.scopeId).map((g) => g.scopeId!);
  const districtIds = actor.grants
    .filter((g) => g.role === 'district_admin' && g.scopeId)
    .map((g) => g.scopeId!);
  if (localeIds.length === 0 && districtIds.length === 0) return null;
  return { all: false, localeIds, districtIds };
}

/** Whether the scope covers a locale. */
export function scopeCoversLocale(scope: AdminScope | null, locale: LocaleRef): boolean {
  if (!scope) return false;
  if (scope.all) return true;
  return (
    scope.localeIds.includes(locale.id) ||
    (locale.districtId !== null && scope.districtIds.includes(locale.districtId))
  );
}

/** Admin pages and lists (search, endorsements, transfers, audit, dashboard): any admin, each within their scope. */
export const canUseAdminPages = (actor: Actor) => adminScopeOf(actor) !== null;

/** Managing one member (detail, endorse, reject, transfer, e-mail change): an admin over the member's locale. */
export function canManageMember(actor: Actor, target: Pick<MemberScope, 'localeId' | 'districtId'>): boolean {
  return scopeCoversLocale(adminScopeOf(actor), { id: target.localeId, districtId: target.districtId });
}

/** Merging a registration into an existing record: an admin over both. */
export function canMergeMembers(actor: Actor, pending: LocaleRef, existing: LocaleRef): boolean {
  const scope = adminScopeOf(actor);
  return scopeCoversLocale(scope, pending) && scopeCoversLocale(scope, existing);
}

/**
 * Moving a member at once, without the receiving side's acceptance: an admin whose scope covers both
 * locales (a super admin, a district admin over both, an admin of both locales).
 */
export function canTransferAtOnce(actor: Actor, from: LocaleRef, to: LocaleRef): boolean {
  const scope = adminScopeOf(actor);
  return scopeCoversLocale(scope, from) && scopeCoversLocale(scope, to);
}

/** Accepting or declining a transfer: an admin of the receiving locale. */
export const canDecideTransfer = (actor: Actor, to: LocaleRef) => scopeCoversLocale(adminScopeOf(actor), to);

/** Where a role would be granted: the locale (and district) that the flock/locale/district scope sits in. */
export type GrantTarget =
  | { scopeType: 'self' | 'all' }
  | { scopeType: 'flock' | 'locale'; locale: LocaleRef }
  | { scopeType: 'district'; districtId: string };

/**
 * Granting or removing a role: a super admin anything; a district admin up to locale roles (flock_leader,
 * locale_admin, finance, kiosk) in their district's locales; a locale admin the same for their own locale.
 * Nobody but a super admin grants district_admin or super_admin; `member` is implicit and never granted.
 */
export function canGrantRole(actor: Actor, role: Role, target: GrantTarget): boolean {
  const scope = adminScopeOf(actor);
  if (!scope) return false;
  if (role === 'member') return false;
  if (scope.all) return true;
  if (role === 'super_admin' || role === 'district_admin') return false;
  return (
    (target.scopeType === 'flock' || target.scopeType === 'locale') && scopeCoversLocale(scope, target.locale)
  );
}

/**
 * The locale member list (`members/by-local`): admins over the locale see everyone with contact data;
 * an endorsed member of that locale (flock leaders included) sees the endorsed members' directory —
 * names, photo, flock — without e-mail, mobile, birth date or gender.
 */
export function localeListViewOf(actor: Actor, locale: LocaleRef): 'admin' | 'directory' | null {
  if (scopeCoversLocale(adminScopeOf(actor), locale)) return 'admin';
  if (actor.endorsed && actor.localeId === locale.id) return 'directory';
  return null;
}
