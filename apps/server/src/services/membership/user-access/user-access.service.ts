import { roleLabels, roleRank, type Role, type ScopeType, type UserAccess } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { findUserMemberScope } from '../../../access/access.repository.ts';
import { permissionsOf, type Actor } from '../../../lib/actor.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { UserRolesService } from '../user-roles/user-roles.service.ts';
import { canViewUserAccess } from './user-access.policy.ts';
import { findUserWithMember } from './user-access.repository.ts';

/** `user-access/{id}`: a user's roles with their scopes, and the permissions they give (the client shows admin tabs by them). */
export function createUserAccessService(db: Database, userRoles: UserRolesService) {
  return {
    async get(actor: Actor, userId: string): Promise<UserAccess> {
      const target = userId === actor.userId ? null : await findUserMemberScope(db, userId);
      if (!canViewUserAccess(actor, userId, target)) {
        throw forbidden('Only an admin over this user may read their access');
      }
      const user = await findUserWithMember(db, userId);
      if (!user) throw notFound('The user');
      const grants = (await userRoles.grantsOf(userId)).map((g) => ({
        role: g.role as Role,
        scopeType: g.scopeType as ScopeType,
        scopeId: g.scopeId,
        scopeName: g.scopeName,
      }));
      const permissions = permissionsOf(grants);
      const widest = roleRank.find((role) => grants.some((g) => g.role === role)) ?? 'member';
      return {
        userId: user.id,
        memberId: user.memberId,
        userType: user.userType,
        group: { name: widest, label: roleLabels[widest] },
        roles: grants,
        permissions,
        isAdmin: permissions.includes('admin.access'),
      };
    },
  };
}
export type UserAccessService = ReturnType<typeof createUserAccessService>;
