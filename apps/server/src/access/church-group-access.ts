import { and, eq } from 'drizzle-orm';
import { rule } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import { churchGroupMembers } from '../db/schema/index.ts';
import type { Actor } from '../lib/actor.ts';
import { forbidden } from '../lib/errors.ts';
import { applyWho, type RecordInScope } from './rules.ts';

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
  const [row] =
    actor.memberId && actor.endorsed
      ? await db
          .select({ role: churchGroupMembers.role })
          .from(churchGroupMembers)
          .where(
            and(eq(churchGroupMembers.groupId, groupId), eq(churchGroupMembers.memberId, actor.memberId)),
          )
      : [];
  const full = row?.role === 'leader' || group.as.includes('admins');
  if (!full && !row) throw forbidden('Only the group’s members, leaders and admins see its members');
  return { group, full };
}
