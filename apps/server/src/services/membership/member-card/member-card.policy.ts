import type { Actor } from '../../../lib/actor.ts';
import { canActOnMember, type MemberScope } from '../../../access/member-access.ts';

/**
 * Reading or re-issuing a member's QR card: the endorsed member themself, or an admin over them (`edit`).
 * A flock leader may not: a card is a credential that checks its holder in.
 */
export const canHandleMemberCard = (actor: Actor, target: MemberScope): boolean => canActOnMember(actor, 'edit', target);
