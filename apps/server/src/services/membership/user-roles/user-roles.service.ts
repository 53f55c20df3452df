import { fieldIssue, fieldProblems, roleFitsAccount } from '@congregate/contracts';
import type { z } from 'zod';
import type { Role, roleGrantBodySchema, ScopeType } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notify } from '../../../lib/notifications.ts';
import { roleGrantedNotice } from '../../../lib/role-notices.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import { findFlockRef, findLocaleRef, findUserMemberScope } from '../../../access/access.repository.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { canGrantRole, type GrantTarget } from './user-roles.policy.ts';
import {
  deleteGrant,
  deleteLocaleGrants,
  findDistrict,
  findGrant,
  findUserType,
  insertGrant,
  listGrants,
} from './user-roles.repository.ts';

type GrantBody = z.infer<typeof roleGrantBodySchema>;

/** Role grants: an admin grants and removes roles only within their own scope (admin-members.policy). */
export function createUserRolesService(db: Database) {
  /** The user's member record, named in the audit row (null for an admin's or a kiosk's account). */
  const memberIdOf = async (userId: string) => (await findUserMemberScope(db, userId))?.memberId ?? null;

  async function targetOf(scopeType: ScopeType, scopeId: string | null): Promise<GrantTarget> {
    const unknown = () => invalidInput([fieldIssue('scopeId', 'role_scope_unknown')]);
    switch (scopeType) {
      case 'flock': {
        const flock = await findFlockRef(db, scopeId!);
        if (!flock) throw unknown();
        return { scopeType, locale: { id: flock.localeId, districtId: flock.districtId } };
      }
      case 'locale': {
        const locale = await findLocaleRef(db, scopeId!);
        if (!locale) throw unknown();
        return { scopeType, locale };
      }
      case 'district':
        if (!(await findDistrict(db, scopeId!))) throw unknown();
        return { scopeType, districtId: scopeId! };
      default:
        return { scopeType };
    }
  }

  const toGrants = async (userId: string) => ({
    userId,
    roles: (await listGrants(db, userId)).map((g) => ({
      id: g.id,
      role: g.role as Role,
      scopeType: g.scopeType as ScopeType,
      scopeId: g.scopeId,
      scopeName: g.scopeName,
      createdAt: g.createdAt.toISOString(),
    })),
  });

  return {
    /** The user's grants with their scope names (the member detail shows them). */
    grantsOf: (userId: string) => listGrants(db, userId),

    /**
     * Ends the roles a user holds over a locale they leave (locale admin, finance, kiosk) and over its
     * flocks (flock leader); district and super admin roles stay. Inside the caller's transaction.
     */
    endLocaleRoles: (tx: Executor, userId: string, localeId: string) =>
      deleteLocaleGrants(tx, userId, localeId),

    /** The grants of a user the call's rule let through (admins over their member record). */
    list: (user: RecordInScope<'user'>) => toGrants(user.id),

    async grant(actor: Actor, user: RecordInScope<'user'>, body: GrantBody) {
      const userId = user.id;
      // Refused before anything is written: a kiosk role on a person, or a person's role on a kiosk device.
      const userType = await findUserType(db, userId);
      if (userType && !roleFitsAccount(body.role, userType)) {
        throw invalidInput([fieldIssue('role', 'role_not_for_account')], fieldProblems.role_not_for_account);
      }
      const target = await targetOf(body.scopeType, body.scopeId);
      if (!canGrantRole(actor, body.role, target))
        throw forbidden('You may not grant this role over this scope');
      const memberId = await memberIdOf(userId);
      await db.transaction(async (tx) => {
        const created = await insertGrant(tx, {
          userId,
          role: body.role,
          scopeType: body.scopeType,
          scopeId: body.scopeId,
          createdBy: actor.userId,
        });
        if (!created) throw conflict('The user already has this role', { reason: 'role_already_held' });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'role.grant',
          entityType: 'users',
          entityId: userId,
          localeId: user.localeId,
          before: null,
          after: {
            grantId: created.id,
            role: body.role,
            scopeType: body.scopeType,
            scopeId: body.scopeId,
            memberId,
          },
        });
        // The person learns what they now are (not when an admin gives a role to themselves).
        if (userId !== actor.userId) {
          const granted = (await listGrants(tx, userId)).find((g) => g.id === created.id);
          const notice = roleGrantedNotice({
            userId,
            role: body.role,
            scopeId: body.scopeId,
            scopeName: granted?.scopeName ?? null,
          });
          if (notice) await notify(tx, [notice]);
        }
      });
      return toGrants(userId);
    },

    async revoke(actor: Actor, user: RecordInScope<'user'>, grantId: string) {
      const userId = user.id;
      const grant = await findGrant(db, userId, grantId);
      if (!grant) throw notFound('The role');
      const target = await targetOf(grant.scopeType as ScopeType, grant.scopeId);
      if (!canGrantRole(actor, grant.role as Role, target)) throw forbidden('You may not remove this role');
      const memberId = await memberIdOf(userId);
      await db.transaction(async (tx) => {
        await deleteGrant(tx, grantId);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'role.revoke',
          entityType: 'users',
          entityId: userId,
          localeId: user.localeId,
          before: {
            grantId,
            role: grant.role,
            scopeType: grant.scopeType,
            scopeId: grant.scopeId,
            memberId,
          },
          after: null,
        });
      });
      return toGrants(userId);
    },
  };
}
export type UserRolesService = ReturnType<typeof createUserRolesService>;
