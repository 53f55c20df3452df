import type { Executor } from '../db/executor.ts';
import type { Actor } from '../lib/actor.ts';
import { leadsGroup } from './church-group-access.ts';
import { administers, leadsFlock, outsideScope } from './scope.ts';

/** What the rules of a join request read: where it sits, what it asks to join and who asked. */
export interface JoinRequestPlace {
  localeId: string;
  districtId: string | null;
  flockId: string | null;
  groupId: string | null;
  memberId: string;
}

/** Whether the caller decides the request: the target's leaders (a flock's assistants too), or an admin over its locale. */
export async function decidesJoinRequest(
  db: Executor,
  actor: Actor,
  request: JoinRequestPlace,
): Promise<boolean> {
  if (administers(actor, { id: request.localeId, districtId: request.districtId })) return true;
  if (request.flockId) return leadsFlock(actor, request.flockId);
  return request.groupId !== null && leadsGroup(db, actor, request.groupId);
}

/**
 * The rule of `POST join-requests/{id}/accept` and `…/decline` (declared `rule.data`), applied to the request
 * `findRequest` loaded: who decides it, else 403 (an unknown request 403 too, 404 to a super admin).
 */
export async function requireJoinDecider<T extends JoinRequestPlace>(
  db: Executor,
  actor: Actor,
  request: T | null,
): Promise<T> {
  if (!request || !(await decidesJoinRequest(db, actor, request))) {
    throw outsideScope(
      actor,
      request !== null,
      'The join request',
      'Only its leaders and the locale’s admins decide this request',
    );
  }
  return request;
}

/**
 * The rule of `POST join-requests/{id}/withdraw` (declared `rule.data`): the member who asked only, else 403 (an
 * unknown request 403 too, 404 to a super admin).
 */
export function requireJoinAsker<T extends JoinRequestPlace>(actor: Actor, request: T | null): T {
  if (!request || request.memberId !== actor.memberId) {
    throw outsideScope(
      actor,
      request !== null,
      'The join request',
      'Only the member who asked withdraws a request',
    );
  }
  return request;
}
