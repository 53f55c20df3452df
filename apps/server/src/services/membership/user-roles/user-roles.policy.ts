import type { Role } from '@congregate/contracts';
import type { Actor } from '../../../lib/actor.ts';
import { adminScopeOf, scopeCoversLocale, type LocaleRef } from '../../../access/scope.ts';

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
