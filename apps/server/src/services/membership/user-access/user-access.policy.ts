import { isSuperAdmin, type Actor } from '../../../lib/actor.ts';
import { administers } from '../../../access/scope.ts';
import type { MemberScope } from '../../../access/member-access.ts';

/** Another user's roles and permissions: only an admin over that user's member record (a super admin over anyone). */
export function canViewUserAccess(actor: Actor, targetUserId: string, target: MemberScope | null): boolean {
  if (actor.userId === targetUserId) return true;
  if (isSuperAdmin(actor)) return true;
  return target !== null && administers(actor, { id: target.localeId, districtId: target.districtId });
}
