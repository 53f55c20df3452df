import type { Actor } from '../../../lib/actor.ts';
import { canActOnMember, type MemberScope } from '../../../access/member-access.ts';

/**
 * Asking for a member's transfer or e-mail change, and reading those requests: the endorsed member
 * themself, or an admin over them (`edit`). A flock leader may not.
 */
export const canRequestForMember = (actor: Actor, target: MemberScope): boolean => canActOnMember(actor, 'edit', target);
