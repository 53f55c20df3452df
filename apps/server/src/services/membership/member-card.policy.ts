import type { Actor } from '../../lib/actor.ts';
import { administers, type MemberScope } from './members.policy.ts';

/**
 * Reading or re-issuing a member's QR card: the endorsed member themself, or an admin over them.
 * A flock leader may not: a card is a credential that checks its holder in.
 */
export function canHandleMemberCard(actor: Actor, target: MemberScope): boolean {
  return (actor.memberId === target.memberId && actor.endorsed) || administers(actor, target);
}
