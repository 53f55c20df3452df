import { rule, type GroupMemberRole } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import type { Actor } from '../lib/actor.ts';
import { forbidden } from '../lib/errors.ts';
import { findGroupRole } from './access.repository.ts';
import { applyWho, type RecordInScope } from './rules.ts';

/** The caller's role in a group, as an endorsed member; null for anyone else. */
export async function roleInGroup(
  db: Executor,
  actor: Actor,
  groupId: string,
): Promise<GroupMemberRole | null> {
  if (!actor.memberId || !actor.endorsed) return null;
  return (await findGroupRole(db, actor.memberId, groupId)) as GroupMemberRole | null;
}

/** Whether the caller leads the group (an endorsed member with the `leader` role in it). */
export const leadsGroup = async (db: Executor, actor: Actor, groupId: string): Promise<boolean> =>
  (await roleInGroup(db, actor, groupId)) === 'leader';

/** The words `GET groups/{id}/members` declares (`rule.data`). */
/**
 * Who sees a group's members: its leaders and the locale's admins in full, the group's own members (endorsed
 * members of its locale) by name, photo and role; anyone else 403.
 */
export async function groupMembersView(
  db: Executor,
  actor: Actor,
  groupId: string,
): Promise<{ group: RecordInScope<'church-group'>; full: boolean }> {
  const { record } = await applyWho(
    db,
    rule.record('church-group', 'params.id', 'admins', 'members'),
    actor,
    {
      params: { id: groupId },
    },
  );
  const group = record as RecordInScope<'church-group'>;
  const role = await roleInGroup(db, actor, groupId);
  const full = role === 'leader' || group.as.includes('admins');
  if (!full && !role) throw forbidden('Only the group’s members, leaders and admins see its members');
  return { group, full };
}
