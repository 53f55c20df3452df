import type { Executor } from '../../db/executor.ts';
import { isSuperAdmin, type Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { canEditProfileSections, canReadProfileSections, type MemberScope } from './members.policy.ts';
import { findMemberScope } from './profile-sections.repository.ts';

export type ProfileAction = 'read' | 'edit';

/** The member's scope once the caller may act on them; an admin changing someone else's record is audited. */
export interface MemberAccess extends MemberScope {
  /** True when the caller works on another member's record (an admin): the change is audited. */
  onBehalf: boolean;
}

/**
 * Checks the policy before any of the member's data is read. Unknown ids answer 403 like ids outside
 * the scope (no existence leak); only a super admin learns that a member does not exist.
 */
export async function requireMemberAccess(
  db: Executor,
  actor: Actor,
  memberId: string,
  action: ProfileAction,
): Promise<MemberAccess> {
  const scope = await findMemberScope(db, memberId);
  if (!scope) {
    if (isSuperAdmin(actor)) throw notFound('The member');
    throw forbidden('This member is outside your scope');
  }
  const allowed =
    action === 'read' ? canReadProfileSections(actor, scope) : canEditProfileSections(actor, scope);
  if (!allowed) {
    throw forbidden(
      action === 'read' ? 'This member is outside your scope' : 'You may not change this member’s profile',
    );
  }
  return { ...scope, onBehalf: actor.memberId !== memberId };
}
