import type { Actor } from '../../lib/actor.ts';
import { administers, type MemberScope } from './members.policy.ts';

/**
 * Asking for a member's transfer or e-mail change, and reading those requests: the endorsed member
 * themself, or an admin over them. A flock leader may not.
 */
export function canRequestForMember(actor: Actor, target: MemberScope): boolean {
  return (actor.memberId === target.memberId && actor.endorsed) || administers(actor, target);
}
