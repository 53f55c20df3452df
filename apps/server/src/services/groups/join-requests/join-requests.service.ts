import type {
  JoinRequest,
  JoinRequestCreated,
  JoinRequestPage,
  JoinRequestStatus,
  NewJoinRequest,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { requireJoinAsker, requireJoinDecider } from '../../../access/join-request-access.ts';
import { adminScopeOf, ledFlockIds, outsideScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import type { ChurchGroupsService } from '../church-groups/church-groups.service.ts';
import type { GroupFlocksService } from '../flocks-admin/flocks-admin.service.ts';
import {
  decideRequest,
  findRequest,
  insertRequest,
  listRequests,
  lockMemberPlacement,
  lockRequest,
  moveMemberToFlock,
  pendingRequestExists,
  requestKeys,
  type JoinRequestRow,
} from './join-requests.repository.ts';

export interface JoinRequestsDeps {
  groupFlocks: GroupFlocksService;
  churchGroups: ChurchGroupsService;
}

function requestAnswer(row: JoinRequestRow): JoinRequest {
  return {
    id: row.id,
    memberId: row.memberId,
    memberName: `${row.memberFirstName} ${row.memberLastName}`,
    memberPhoto: row.memberPhoto,
    localeId: row.localeId,
    target: row.flockId
      ? { kind: 'flock', id: row.flockId, name: row.flockName ?? '' }
      : { kind: 'group', id: row.groupId!, name: row.groupName ?? '' },
    message: row.message,
    status: row.status as JoinRequestStatus,
    reason: row.reason,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Join requests (`group-register`): an endorsed member asks to join a flock or a group of their locale; the
 * flock's leaders and assistants, the group's leaders or an admin over the locale accept (the member moves to
 * the flock, audited with the flock before and after; or joins the group) or decline with a reason. Notices go
 * to the leaders and the locale on a new request, and to the member on a decision.
 */
export function createJoinRequestsService(db: Database, deps: JoinRequestsDeps) {
  const { groupFlocks, churchGroups } = deps;

  /** Locks the request; a decided one 409. */
  async function lockPendingRequest(tx: Executor, requestId: string) {
    const locked = await lockRequest(tx, requestId);
    if (!locked) throw notFound('The join request');
    if (locked.status !== 'pending') throw conflict(`This request was already ${locked.status}`);
  }

  async function answerOf(requestId: string, executor: Executor = db) {
    return requestAnswer((await findRequest(executor, requestId))!);
  }

  async function tellMember(tx: Executor, row: JoinRequestRow, notice: Omit<Notice, 'userId'>) {
    if (row.memberUserId) await notify(tx, [{ ...notice, userId: row.memberUserId }]);
  }

  return {
    async create(actor: Actor, body: NewJoinRequest): Promise<JoinRequestCreated> {
      if (!actor.memberId || !actor.endorsed || !actor.localeId) {
        throw forbidden('Only endorsed members ask to join a flock or a group');
      }
      const memberId = actor.memberId;
      const isFlock = 'flockId' in body;
      const target = isFlock ? await groupFlocks.find(body.flockId) : await churchGroups.find(body.groupId);
      if (!target || target.localeId !== actor.localeId) {
        throw outsideScope(
          actor,
          target !== null,
          isFlock ? 'The flock' : 'The group',
          'Ask to join a flock or group of your own locale',
        );
      }
      if (target.archivedAt) throw conflict(`This ${isFlock ? 'flock' : 'group'} is archived`);
      const open = !isFlock && 'joinPolicy' in target && target.joinPolicy === 'open';
      const requestId = await db.transaction(async (tx) => {
        const me = await lockMemberPlacement(tx, memberId);
        const already = isFlock ? me?.flockId === target.id : await churchGroups.has(target.id, memberId, tx);
        if (already) throw conflict(`You are already in ${target.name}`);
        const where = isFlock ? { flockId: target.id } : { groupId: target.id };
        if (await pendingRequestExists(tx, memberId, where)) {
          throw conflict(`You already asked to join ${target.name}; wait for its leaders to decide`);
        }
        const id = await insertRequest(tx, {
          memberId,
          localeId: target.localeId,
          ...where,
          message: body.message || null,
          ...(open ? { status: 'accepted', decidedAt: new Date(), decidedBy: actor.userId } : {}),
        });
        if (open) {
          await churchGroups.join(tx, target.id, memberId, actor.userId);
          return id;
        }
        const leaders = isFlock
          ? await groupFlocks.staffUserIds(target.id, tx)
          : await churchGroups.leaderUserIds(target.id, tx);
        const row = (await findRequest(tx, id))!;
        const message = `${row.memberFirstName} ${row.memberLastName} asks to join ${target.name}`;
        const data = { requestId: id, [isFlock ? 'flockId' : 'groupId']: target.id };
        const words = { member: `${row.memberFirstName} ${row.memberLastName}`, name: target.name };
        await notify(tx, [
          { localeId: target.localeId, kind: 'join.requested', message, data, words },
          ...leaders.map((userId) => ({ userId, kind: 'join.requested' as const, message, data, words })),
        ]);
        return id;
      });
      return { request: await answerOf(requestId), joined: open };
    },

    async list(
      actor: Actor,
      q: {
        status?: JoinRequestStatus;
        flockId?: string;
        groupId?: string;
        localeId?: string;
        mine?: 'true' | 'false';
        cursor?: string;
        limit: number;
      },
    ): Promise<JoinRequestPage> {
      const after = requestKeys.read(q.cursor) ?? undefined;
      let scope: Parameters<typeof listRequests>[1];
      if (q.mine === 'true') {
        if (!actor.memberId) throw forbidden('Only members have requests of their own');
        scope = { mine: actor.memberId };
      } else {
        scope = {
          flockIds: ledFlockIds(actor),
          groupIds: await churchGroups.ledGroupIds(actor),
          adminScope: adminScopeOf(actor),
        };
      }
      const rows = await listRequests(db, scope, { ...q, after, limit: q.limit + 1 });
      const page = rows.slice(0, q.limit);
      return {
        items: page.map(requestAnswer),
        nextCursor: requestKeys.next(rows, q.limit, (row) => [row.createdAt.toISOString(), row.id]),
      };
    },

    /** The call's rule: who decides the request (`requireJoinDecider`). */
    async accept(actor: Actor, requestId: string): Promise<JoinRequest> {
      const row = await requireJoinDecider(db, actor, await findRequest(db, requestId));
      await db.transaction(async (tx) => {
        await lockPendingRequest(tx, requestId);
        const name = row.flockName ?? row.groupName ?? '';
        if (row.flockId) {
          const flock = await groupFlocks.find(row.flockId, tx);
          if (!flock || flock.archivedAt) throw conflict('This flock is archived; it takes no new members');
          const member = await lockMemberPlacement(tx, row.memberId);
          // A transfer may have moved the member to another locale since they asked.
          if (!member || member.localeId !== row.localeId) {
            throw conflict('The member is no longer in this flock’s locale');
          }
          if (member.flockId !== row.flockId) await moveMemberToFlock(tx, row.memberId, row.flockId);
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'join.accept',
            entityType: 'members',
            entityId: row.memberId,
            localeId: row.localeId,
            before: { flockId: member.flockId, flockName: member.flockName },
            after: { flockId: row.flockId, flockName: flock.name, joinRequestId: requestId },
          });
        } else {
          const group = await churchGroups.find(row.groupId!, tx);
          if (!group || group.archivedAt) throw conflict('This group is archived; it takes no new members');
          await churchGroups.join(tx, row.groupId!, row.memberId, actor.userId);
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'join.accept',
            entityType: 'church_groups',
            entityId: row.groupId!,
            localeId: row.localeId,
            after: { memberId: row.memberId, joinRequestId: requestId },
          });
        }
        await decideRequest(tx, requestId, { status: 'accepted', decidedBy: actor.userId });
        await tellMember(tx, row, {
          kind: 'join.accepted',
          message: `Welcome to ${name}: your request to join was accepted`,
          data: { requestId },
          words: { name },
        });
      });
      return answerOf(requestId);
    },

    /** The call's rule: who decides the request (`requireJoinDecider`). */
    async decline(actor: Actor, requestId: string, reason: string): Promise<JoinRequest> {
      const row = await requireJoinDecider(db, actor, await findRequest(db, requestId));
      await db.transaction(async (tx) => {
        await lockPendingRequest(tx, requestId);
        await decideRequest(tx, requestId, { status: 'declined', reason, decidedBy: actor.userId });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'join.decline',
          entityType: 'join_requests',
          entityId: requestId,
          localeId: row.localeId,
          after: { memberId: row.memberId, flockId: row.flockId, groupId: row.groupId, reason },
        });
        await tellMember(tx, row, {
          kind: 'join.declined',
          message: `Your request to join ${row.flockName ?? row.groupName ?? ''} was declined: ${reason}`,
          data: { requestId, reason },
          words: { name: row.flockName ?? row.groupName ?? '', reason },
        });
      });
      return answerOf(requestId);
    },

    /** The call's rule: the member who asked (`requireJoinAsker`). */
    async withdraw(actor: Actor, requestId: string): Promise<JoinRequest> {
      requireJoinAsker(actor, await findRequest(db, requestId));
      await db.transaction(async (tx) => {
        await lockPendingRequest(tx, requestId);
        await decideRequest(tx, requestId, { status: 'withdrawn', decidedBy: actor.userId });
      });
      return answerOf(requestId);
    },
  };
}
export type JoinRequestsService = ReturnType<typeof createJoinRequestsService>;
