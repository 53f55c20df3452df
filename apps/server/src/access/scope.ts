import { isSuperAdmin, type Actor } from '../lib/actor.ts';
import { forbidden, notFound, type AppError } from '../lib/errors.ts';

/**
 * The locales an admin looks after, read from their grants: everything (super admin), or the union of
 * their locale_admin locales and the locales of their district_admin districts. Repositories turn it
 * into a WHERE condition (`scope-sql.ts`); it is never taken from the request.
 */
export type AdminScope = { all: true } | { all: false; localeIds: string[]; districtIds: string[] };

/** A locale as scope checks need it. */
export interface LocaleRef {
  id: string;
  districtId: string | null;
}

/** What an admin scope is read from: the caller, or an account loaded for a later check. */
export type GrantHolder = Pick<Actor, 'grants' | 'endorsed' | 'userType'>;

// A pending (not endorsed) member's grants count only for an admin account.
export const grantsCount = (actor: GrantHolder) => actor.endorsed || actor.userType === 'admin';

/** The caller's admin scope, or null when they administer nothing (a plain member, a flock leader, finance, a kiosk). */
export function adminScopeOf(actor: GrantHolder): AdminScope | null {
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

/**
 * THE scope rule: the caller administers a locale (and everyone in it) when they are a super admin, its
 * locale admin, or the district admin of its district.
 */
export const administers = (actor: Actor, locale: LocaleRef): boolean =>
  scopeCoversLocale(adminScopeOf(actor), locale);

/** An endorsed flock leader of this flock. */
export const leadsFlock = (actor: Actor, flockId: string | null): boolean =>
  actor.endorsed &&
  flockId !== null &&
  actor.grants.some((g) => g.role === 'flock_leader' && g.scopeId === flockId);

/** The caller's admin scope; 403 for anyone who administers nothing. Checked before any data is read. */
export function requireAdminScope(actor: Actor): AdminScope {
  const scope = adminScopeOf(actor);
  if (!scope) throw forbidden('Only admins may do this');
  return scope;
}

/**
 * The refusal for something the caller may not act on, or that does not exist: 403 either way, so an id
 * outside the scope reveals nothing; only a super admin, who may see everything, learns it does not exist.
 */
export function outsideScope(actor: Actor, exists: boolean, what: string, message: string): AppError {
  return !exists && isSuperAdmin(actor) ? notFound(what) : forbidden(message);
}

/** The flocks the caller leads (endorsed flock leaders only): for rules that ask where those flocks are. */
export const ledFlockIds = (actor: Actor): string[] =>
  actor.endorsed
    ? actor.grants.filter((g) => g.role === 'flock_leader' && g.scopeId).map((g) => g.scopeId!)
    : [];

/**
 * An usher at a locale's events (arrivals, walk-ins): an admin over the locale, or an endorsed leader of a
 * flock of that locale. `ledFlockLocaleIds`: the locales of the flocks the caller leads (`ledFlockIds`).
 */
export const ushers = (actor: Actor, locale: LocaleRef, ledFlockLocaleIds: readonly string[]): boolean =>
  administers(actor, locale) || (actor.endorsed && ledFlockLocaleIds.includes(locale.id));
