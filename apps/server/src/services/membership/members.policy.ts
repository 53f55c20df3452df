import type { Actor } from '../../lib/actor.ts';

/** Where a member sits, for scope checks. */
export interface MemberScope {
  memberId: string;
  localeId: string;
  districtId: string | null;
  flockId: string | null;
}

/** Roles that administer a member: a super admin, or an admin whose locale or district holds them. */
export function administers(actor: Actor, target: Omit<MemberScope, 'memberId' | 'flockId'>): boolean {
  if (!actor.endorsed && actor.userType !== 'admin') return false;
  return actor.grants.some(
    (g) =>
      g.role === 'super_admin' ||
      (g.role === 'locale_admin' && g.scopeId === target.localeId) ||
      (g.role === 'district_admin' && target.districtId !== null && g.scopeId === target.districtId),
  );
}

/** Reading a member's profile: themself, an admin over them, or their flock leader. */
export function canViewMember(actor: Actor, target: MemberScope): boolean {
  if (actor.memberId === target.memberId) return true;
  if (administers(actor, target)) return true;
  return (
    actor.endorsed &&
    target.flockId !== null &&
    actor.grants.some((g) => g.role === 'flock_leader' && g.scopeId === target.flockId)
  );
}

/** Another user's roles and permissions: only an admin over that user's member record. */
export function canViewUserAccess(actor: Actor, targetUserId: string, target: MemberScope | null): boolean {
  if (actor.userId === targetUserId) return true;
  if (actor.grants.some((g) => g.role === 'super_admin')) return true;
  return target !== null && administers(actor, target);
}

/** A flock leader over the member's flock. */
export function leadsFlockOf(actor: Actor, target: MemberScope): boolean {
  return (
    actor.endorsed &&
    target.flockId !== null &&
    actor.grants.some((g) => g.role === 'flock_leader' && g.scopeId === target.flockId)
  );
}

const isSelf = (actor: Actor, target: MemberScope) => actor.memberId === target.memberId;

/** Reading a member's profile sections: an endorsed member their own, an admin over them, or their flock leader. */
export function canReadProfileSections(actor: Actor, target: MemberScope): boolean {
  return (isSelf(actor, target) && actor.endorsed) || administers(actor, target) || leadsFlockOf(actor, target);
}

/** Editing a member's profile (sections and personal data): an endorsed member their own, or an admin over them. */
export function canEditProfileSections(actor: Actor, target: MemberScope): boolean {
  return (isSelf(actor, target) && actor.endorsed) || administers(actor, target);
}
