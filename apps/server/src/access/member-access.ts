import type { Executor } from '../db/executor.ts';
import type { Actor } from '../lib/actor.ts';
import { findMemberScope, lockMemberScope } from './access.repository.ts';
import { administers, leadsFlock, outsideScope, requireAdminScope } from './scope.ts';

/** Where a member sits, for scope checks. */
export interface MemberScope {
  memberId: string;
  localeId: string;
  districtId: string | null;
  flockId: string | null;
}

/**
 * What a caller does to a member, from the widest audience to the narrowest:
 * - `view`: see their profile — themself (even before endorsement), an admin over them, their flock leader;
 * - `read`: read their records (sections, documents, attendance) — themself once endorsed, an admin over them, their flock leader;
 * - `edit`: change their records or ask on their behalf (card, requests) — themself once endorsed, an admin over them;
 * - `manage`: administer them (endorse, transfer, place, change e-mail) — an admin over them only.
 */
export type MemberAction = 'view' | 'read' | 'edit' | 'manage';

/** The one rule of who may do what to a member. */
export function canActOnMember(actor: Actor, action: MemberAction, member: MemberScope): boolean {
  const self = actor.memberId === member.memberId;
  const admin = administers(actor, { id: member.localeId, districtId: member.districtId });
  switch (action) {
    case 'view':
      return self || admin || leadsFlock(actor, member.flockId);
    case 'read':
      return (self && actor.endorsed) || admin || leadsFlock(actor, member.flockId);
    case 'edit':
      return (self && actor.endorsed) || admin;
    case 'manage':
      return admin;
  }
}

declare const inScope: unique symbol;

/**
 * A member the caller was allowed to act on, made only by `requireMember` (or `trustedMember`).
 * Repositories of member-owned rows take it instead of a bare id, so a query cannot skip the check.
 */
export interface MemberInScope extends MemberScope {
  /** The caller works on another member's record (an admin, a flock leader): changes are audited. */
  readonly onBehalf: boolean;
  readonly [inScope]: true;
}

const MESSAGES: Record<MemberAction, string> = {
  view: 'This member is outside your scope',
  read: 'This member is outside your scope',
  edit: 'You may not change this member’s profile',
  manage: 'This member is outside your scope',
};

/**
 * Loads where a member sits and refuses a caller who may not do `action` to them — before any of the
 * member's data is read. Unknown ids answer 403 like ids outside the scope; only a super admin gets 404.
 */
export async function requireMember(
  db: Executor,
  actor: Actor,
  memberId: string,
  action: MemberAction,
  message: string = MESSAGES[action],
): Promise<MemberInScope> {
  // Someone who administers nothing is told so before any lookup.
  if (action === 'manage') requireAdminScope(actor);
  return allowedOn(actor, action, message, await findMemberScope(db, memberId));
}

/**
 * `requireMember` for a write, inside its transaction: locks the member's row and applies the same rule to
 * where the member sits now. A member moved out of the caller's scope (a transfer, a merge) after an
 * earlier check is refused here, and stays put until the write commits.
 */
export async function requireMemberLocked(
  tx: Executor,
  actor: Actor,
  memberId: string,
  action: MemberAction,
  message: string = MESSAGES[action],
): Promise<MemberInScope> {
  if (action === 'manage') requireAdminScope(actor);
  return allowedOn(actor, action, message, await lockMemberScope(tx, memberId));
}

/** The one rule applied to where the member sits; 403 (404 for a super admin) when it refuses. */
function allowedOn(
  actor: Actor,
  action: MemberAction,
  message: string,
  scope: MemberScope | null,
): MemberInScope {
  if (!scope) throw outsideScope(actor, false, 'The member', MESSAGES[action === 'edit' ? 'read' : action]);
  if (!canActOnMember(actor, action, scope)) throw outsideScope(actor, true, 'The member', message);
  return { ...scope, onBehalf: actor.memberId !== scope.memberId } as MemberInScope;
}

/**
 * A member for a flow authorised by something other than a caller's scope (a one-time link, the
 * registration that creates them). Say why at the call site.
 */
export async function trustedMember(db: Executor, memberId: string): Promise<MemberInScope | null> {
  const scope = await findMemberScope(db, memberId);
  return scope ? ({ ...scope, onBehalf: false } as MemberInScope) : null;
}
