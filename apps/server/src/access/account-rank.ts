import type { Executor } from '../db/executor.ts';
import type { Role } from '../lib/actor-types.ts';
import type { Actor } from '../lib/actor.ts';
import { forbidden } from '../lib/errors.ts';
import { findAccountRoles } from './access.repository.ts';
import { adminScopeOf, type AdminScope } from './scope.ts';

/** A role an account holds, with where its scope sits. */
export interface RankedRole {
  role: Role;
  /** The locale of a locale role, or of a flock leader's flock. */
  localeId: string | null;
  /** The district of a district role, or of the locale above a locale or flock role. */
  districtId: string | null;
}

/**
 * Whether an admin scope strictly contains the scope of one role: a super admin's contains every role
 * (another super admin's too: a super admin can take that role away anyway, and someone must be able to
 * mend a super admin's lost address); a district admin's the locale and flock roles of their districts; a
 * locale admin's the flock leaders of their locales. No one else's contains anything, and no scope
 * contains an equal one (a locale admin over the locale's other admins or its finance officer).
 */
function containsStrictly(scope: AdminScope, role: RankedRole): boolean {
  if (scope.all) return true;
  const inDistrict = role.districtId !== null && scope.districtIds.includes(role.districtId);
  switch (role.role) {
    case 'member':
      return true;
    case 'super_admin':
    case 'district_admin':
      return false;
    case 'locale_admin':
    case 'finance':
    case 'kiosk':
      return inDistrict;
    case 'flock_leader':
      return inDistrict || (role.localeId !== null && scope.localeIds.includes(role.localeId));
  }
}

/**
 * THE rank rule for sign-in data (e-mail, password): whoever changes it for another account takes that
 * account over, so an admin may do it only when their scope strictly contains the scope of every role
 * beyond `member` the account holds. An account with no such role is outranked by anyone (the scope
 * rule, checked separately, says who may act on its member record).
 */
export function outranks(scope: AdminScope | null, roles: readonly RankedRole[]): boolean {
  return roles.every((role) => role.role === 'member' || (scope !== null && containsStrictly(scope, role)));
}

const OUTRANKED =
  'This account holds a role at or above yours; only an admin above that role may change its sign-in data';

/** Refuses (403) a caller who does not outrank the user account; reads its roles on the caller's executor. */
export async function requireOutranks(db: Executor, actor: Actor, userId: string): Promise<void> {
  if (actor.userId === userId) return;
  const account = await findAccountRoles(db, userId);
  if (account && !outranks(adminScopeOf(actor), account.roles)) throw forbidden(OUTRANKED);
}

/**
 * The same rule for a change filed earlier and applied now (a confirmed e-mail link): the account that
 * filed it must still outrank the account's roles as they are now. A filer whose account is gone outranks
 * only accounts without roles.
 */
export async function requireFilerOutranks(
  db: Executor,
  filerUserId: string | null,
  userId: string,
): Promise<void> {
  if (filerUserId === userId) return;
  const account = await findAccountRoles(db, userId);
  if (!account) return;
  const filer = filerUserId ? await findAccountRoles(db, filerUserId) : null;
  const scope = filer ? adminScopeOf({ ...filer, grants: filer.roles }) : null;
  if (!outranks(scope, account.roles)) throw forbidden(OUTRANKED);
}
