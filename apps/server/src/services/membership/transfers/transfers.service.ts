import { fieldIssue } from '@congregate/contracts';
import type { z } from 'zod';
import type {
  adminTransferBodySchema,
  transferAcceptBodySchema,
  transferRequestBodySchema,
  TransferRequest,
  transfersQuerySchema,
  Transfer,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import { canDecideTransfer, canTransferAtOnce } from './transfers.policy.ts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import { requireAdminScope, type AdminScope } from '../../../access/scope.ts';
import { requireMemberLocked, type MemberInScope } from '../../../access/member-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import type { FlocksService } from '../flocks/flocks.service.ts';
import type { UserRolesService } from '../user-roles/user-roles.service.ts';
import {
  decideTransfer,
  findRequest,
  findTransfer,
  hasPendingTransfer,
  insertTransfer,
  countPending,
  listRequestsOfMember,
  listTransfers,
  lockMemberPlace,
  moveMember,
} from './transfers.repository.ts';

type TransferBody = z.infer<typeof adminTransferBodySchema>;
type TransfersQuery = z.infer<typeof transfersQuerySchema>;
type TransferRequestBody = z.infer<typeof transferRequestBodySchema>;
type AcceptBody = NonNullable<z.infer<typeof transferAcceptBodySchema>>;
type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

const toRequest = (row: RequestRow): TransferRequest => ({
  ...row,
  status: row.status as TransferRequest['status'],
  requestedAt: row.requestedAt.toISOString(),
});
type Row = NonNullable<Awaited<ReturnType<typeof findTransfer>>>;

const toTransfer = (row: Row): Transfer => ({
  id: row.id,
  memberId: row.memberId,
  fromLocaleId: row.fromLocaleId,
  fromLocaleName: row.fromLocaleName,
  toLocaleId: row.toLocaleId,
  toLocaleName: row.toLocaleName,
  reason: row.reason,
  status: row.status as Transfer['status'],
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionReason: row.decisionReason,
  member: { id: row.memberId, customId: row.customId, firstName: row.firstName, lastName: row.lastName },
});

/** A locale's admin dashboard, where its incoming transfers are answered. */
const dashboardOf = (localeId: string) => `/admin-page?locale=${localeId}`;

/** What a transfer's notices name: the member and the two locales. */
const transferWords = (row: Row) => ({
  name: `${row.firstName} ${row.lastName}`,
  from: row.fromLocaleName,
  to: row.toLocaleName,
});

/**
 * A transfer waiting for an answer: the receiving locale's admins are asked, and the member (with an account,
 * when someone else asked for them) learns it was asked.
 */
function requestedNotices(row: Row, requestedBy?: string): Notice[] {
  const data = { transferId: row.id, memberId: row.memberId };
  return [
    {
      localeId: row.toLocaleId,
      kind: 'transfer.requested',
      message: `A transfer of ${row.firstName} ${row.lastName} from ${row.fromLocaleName} to ${row.toLocaleName} waits for your answer.`,
      link: dashboardOf(row.toLocaleId),
      data,
      words: { variant: 'admins', ...transferWords(row) },
    },
    ...(row.memberUserId && row.memberUserId !== requestedBy
      ? [
          {
            userId: row.memberUserId,
            kind: 'transfer.requested' as const,
            message: `A transfer of your membership to ${row.toLocaleName} was requested; its admins will answer.`,
            link: '/edit-member-locale',
            data,
            words: { variant: 'member', ...transferWords(row) },
          },
        ]
      : []),
  ];
}

/**
 * Transfers between locales: an admin's request waits for the receiving locale's admin; an admin over
 * both locales moves the member at once. A member's own request (`members/{id}/transfer-request`) is a
 * row of the same table and is accepted or declined here the same way.
 */
export function createTransfersService(db: Database, userRoles: UserRolesService, flocks: FlocksService) {
  /**
   * Accepting: moves the member (into `flockId`, a flock of the receiving locale, or none), records the
   * destination, tells both sides; inside the caller's transaction.
   */
  async function accept(tx: Executor, actor: Actor, row: Row, reason: string | null, flockId: string | null) {
    const member = await lockMemberPlace(tx, row.memberId);
    if (!member) throw notFound('The member');
    if (member.localeId !== row.fromLocaleId) {
      throw conflict('The member has moved since this request was made; decline it instead', {
        reason: 'transfer_member_moved',
      });
    }
    if (flockId) {
      const flock = await flocks.find(flockId, tx);
      if (!flock || flock.localeId !== row.toLocaleId) {
        throw invalidInput([{ path: 'flockId', message: `Choose a flock of ${row.toLocaleName}` }]);
      }
    }
    await decideTransfer(tx, row.id, { status: 'accepted', by: actor.userId, reason });
    await moveMember(tx, {
      memberId: row.memberId,
      fromLocaleId: row.fromLocaleId,
      toLocaleId: row.toLocaleId,
      flockId,
      approvedBy: actor.userId,
      reason: row.reason,
    });
    // Rights over the old locale do not travel with the member (DESIGN.md section 6).
    const revokedRoles = member.userId
      ? await userRoles.endLocaleRoles(tx, member.userId, row.fromLocaleId)
      : [];
    const message = `${row.firstName} ${row.lastName} moved from ${row.fromLocaleName} to ${row.toLocaleName}.`;
    const data = { transferId: row.id, memberId: row.memberId };
    await notify(tx, [
      {
        localeId: row.fromLocaleId,
        kind: 'transfer.accepted',
        message,
        link: dashboardOf(row.fromLocaleId),
        data,
        words: { variant: 'admins', ...transferWords(row) },
      },
      {
        localeId: row.toLocaleId,
        kind: 'transfer.accepted',
        message,
        link: dashboardOf(row.toLocaleId),
        data,
        words: { variant: 'admins', ...transferWords(row) },
      },
      ...(member.userId
        ? [
            {
              userId: member.userId,
              kind: 'transfer.accepted' as const,
              message: `Your transfer to ${row.toLocaleName} was accepted.`,
              link: '/tabs/tab7',
              data,
              words: { variant: 'member', ...transferWords(row) },
            },
          ]
        : []),
    ]);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'member.transfer.accept',
      entityType: 'members',
      entityId: row.memberId,
      localeId: row.toLocaleId,
      before: { localeId: row.fromLocaleId, transferId: row.id, status: 'pending' },
      after: {
        localeId: row.toLocaleId,
        flockId,
        transferId: row.id,
        status: 'accepted',
        memberId: row.memberId,
        revokedRoles,
      },
    });
  }

  /** The transfer row locked for a decision: the caller's right is checked again on it, then its status. */
  function lockedDecision(actor: Actor, row: Row | null): Row {
    if (!row) throw notFound('The transfer');
    if (!canDecideTransfer(actor, { id: row.toLocaleId, districtId: row.toDistrictId })) {
      throw forbidden('Only an admin of the receiving locale may answer this transfer');
    }
    if (row.status !== 'pending')
      throw conflict(`This transfer was already ${row.status}`, { reason: 'transfer_answered' });
    return row;
  }

  return {
    /** The member's transfer requests, newest first (the caller has already checked access). */
    async requestsOf(member: MemberInScope): Promise<TransferRequest[]> {
      return (await listRequestsOfMember(db, member)).map(toRequest);
    },

    /**
     * A member's own request (or one made on their behalf): stored as pending for the receiving locale to
     * answer; audited when made on someone's behalf.
     */
    async request(actor: Actor, member: MemberInScope, body: TransferRequestBody): Promise<TransferRequest> {
      const id = await db.transaction(async (tx) => {
        // The caller's right, again on the locked row: a member moved out of an admin's scope is refused.
        if (member.onBehalf) {
          await requireMemberLocked(tx, actor, member.memberId, 'edit', 'This member is outside your scope');
        }
        // Locked, so two requests at once cannot both pass the "one pending" check.
        const place = await lockMemberPlace(tx, member.memberId);
        if (!place) throw notFound('The member');
        if (body.toLocaleId === place.localeId) {
          throw invalidInput([fieldIssue('toLocaleId', 'locale_unchanged')]);
        }
        if (!(await findLocaleRef(tx, body.toLocaleId))) {
          throw invalidInput([fieldIssue('toLocaleId', 'locale_not_listed')]);
        }
        if (await hasPendingTransfer(tx, member.memberId)) {
          throw conflict('A transfer request is already waiting for an answer', {
            reason: 'transfer_pending',
            issues: [{ path: 'toLocaleId', message: 'A transfer request is already pending' }],
          });
        }
        const reason = body.reason ? body.reason : null;
        const created = await insertTransfer(tx, {
          memberId: member.memberId,
          fromLocaleId: place.localeId,
          toLocaleId: body.toLocaleId,
          reason,
          requestedBy: actor.userId,
        });
        if (member.onBehalf) {
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'member.transfer.request',
            entityType: 'transfer_requests',
            entityId: created.id,
            localeId: place.localeId,
            before: { localeId: place.localeId },
            after: { toLocaleId: body.toLocaleId, reason, status: 'pending' },
          });
        }
        await notify(tx, requestedNotices((await findTransfer(tx, created.id))!, actor.userId));
        return created.id;
      });
      return toRequest((await findRequest(db, id))!);
    },

    /** Transfers a member the call's rule let through (admins over them). */
    async transfer(actor: Actor, checked: MemberInScope, body: TransferBody): Promise<Transfer> {
      const memberId = checked.memberId;
      const to = await findLocaleRef(db, body.toLocaleId);
      if (!to) throw invalidInput([fieldIssue('toLocaleId', 'locale_not_listed')]);
      if (to.id === checked.localeId) {
        throw invalidInput([fieldIssue('toLocaleId', 'locale_unchanged')]);
      }
      const reason = body.reason ? body.reason : null;
      const id = await db.transaction(async (tx) => {
        // Again on the locked row: the member may have moved since the first check.
        const scope = await requireMemberLocked(tx, actor, memberId, 'manage');
        if (to.id === scope.localeId) {
          throw invalidInput([fieldIssue('toLocaleId', 'locale_unchanged')]);
        }
        const atOnce = canTransferAtOnce(actor, { id: scope.localeId, districtId: scope.districtId }, to);
        const member = await lockMemberPlace(tx, memberId);
        if (!member) throw notFound('The member');
        if (await hasPendingTransfer(tx, memberId)) {
          throw conflict('A transfer of this member is already waiting for an answer', {
            reason: 'transfer_pending',
            issues: [{ path: 'toLocaleId', message: 'A transfer request is already pending' }],
          });
        }
        const created = await insertTransfer(tx, {
          memberId,
          fromLocaleId: member.localeId,
          toLocaleId: to.id,
          reason,
          requestedBy: actor.userId,
        });
        const row = (await findTransfer(tx, created.id, true))!;
        if (atOnce) {
          await accept(tx, actor, row, null, null);
        } else {
          await notify(tx, requestedNotices(row, actor.userId));
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'member.transfer.request',
            entityType: 'members',
            entityId: memberId,
            localeId: member.localeId,
            before: { localeId: member.localeId },
            after: { toLocaleId: to.id, reason, status: 'pending', transferId: row.id, memberId },
          });
        }
        return created.id;
      });
      return toTransfer((await findTransfer(db, id))!);
    },

    /**
     * Accepts a pending transfer the call's rule let through (admins of the receiving locale); `body.flockId`
     * places the member in a flock of the receiving locale.
     */
    async accept(
      actor: Actor,
      transfer: RecordInScope<'transfer'>,
      body: AcceptBody = {},
    ): Promise<Transfer> {
      const transferId = transfer.id;
      await db.transaction(async (tx) => {
        const row = lockedDecision(actor, await findTransfer(tx, transferId, true));
        await accept(tx, actor, row, body.reason || null, body.flockId ?? null);
      });
      return toTransfer((await findTransfer(db, transferId))!);
    },

    /** Declines a pending transfer the call's rule let through (admins of the receiving locale). */
    async decline(
      actor: Actor,
      transfer: RecordInScope<'transfer'>,
      reason: string | null,
    ): Promise<Transfer> {
      const transferId = transfer.id;
      await db.transaction(async (tx) => {
        const row = lockedDecision(actor, await findTransfer(tx, transferId, true));
        await decideTransfer(tx, transferId, { status: 'declined', by: actor.userId, reason });
        const data = { transferId, memberId: row.memberId };
        const because = reason ? ` Reason: ${reason}` : '';
        await notify(tx, [
          {
            localeId: row.fromLocaleId,
            kind: 'transfer.declined',
            message: `The transfer of ${row.firstName} ${row.lastName} to ${row.toLocaleName} was declined.${because}`,
            link: dashboardOf(row.fromLocaleId),
            data,
            words: {
              variant: reason ? 'adminsReason' : 'admins',
              ...transferWords(row),
              ...(reason ? { reason } : {}),
            },
          },
          ...(row.memberUserId
            ? [
                {
                  userId: row.memberUserId,
                  kind: 'transfer.declined' as const,
                  message: `Your transfer to ${row.toLocaleName} was declined.${because}`,
                  link: '/edit-member-locale',
                  data,
                  words: {
                    variant: reason ? 'memberReason' : 'member',
                    ...transferWords(row),
                    ...(reason ? { reason } : {}),
                  },
                },
              ]
            : []),
        ]);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'member.transfer.decline',
          entityType: 'members',
          entityId: row.memberId,
          localeId: row.toLocaleId,
          before: { status: 'pending', transferId },
          after: { status: 'declined', reason, transferId, memberId: row.memberId },
        });
      });
      return toTransfer((await findTransfer(db, transferId))!);
    },

    /** Pending transfers into and out of the scope's locales (the dashboard's counts). */
    pendingCounts: (scope: AdminScope, localeId: string | undefined) => countPending(db, scope, localeId),

    async list(actor: Actor, query: TransfersQuery) {
      const scope = requireAdminScope(actor);
      const page = await listTransfers(db, scope, query);
      return { items: page.rows.map(toTransfer), nextCursor: page.nextCursor };
    },
  };
}
export type TransfersService = ReturnType<typeof createTransfersService>;
