import type { Executor } from '../db/executor.ts';
import type { Actor } from '../lib/actor.ts';
import { forbidden } from '../lib/errors.ts';
import { requireMember, type MemberInScope } from './member-access.ts';

const REFUSAL = 'Only the member’s flock leaders and admins may see these notes';

/**
 * Who reads and writes the notes about a member (`members/{memberId}/notes`, declared `rule.data`): the leaders
 * and assistants of the member's current flock and admins over the member's locale — the member rule's `read`
 * without the member themself, who never sees them (even when they lead their own flock or administer their
 * locale). Anyone else 403; an unknown member 403 too (404 to a super admin).
 *
 * Changing or deleting a note is its call's rule (its author or an admin over its locale), and then this one on
 * the note's member: an author who no longer leads the member's flock keeps no hold on their notes.
 */
export async function noteReader(db: Executor, actor: Actor, memberId: string): Promise<MemberInScope> {
  if (actor.memberId === memberId) throw forbidden(REFUSAL);
  return requireMember(db, actor, memberId, 'read', REFUSAL);
}
