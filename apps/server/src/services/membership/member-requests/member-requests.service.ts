import type {
  EmailChangeRequest,
  emailChangeRequestBodySchema,
  TransferRequest,
  transferRequestBodySchema,
} from '@congregate/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { EmailChangesService } from '../email-changes/email-changes.service.ts';
import { isSuperAdmin, type Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../../lib/errors.ts';
import { canRequestForMember } from './member-requests.policy.ts';
import {
  findMemberForRequestUpdate,
  findTransferRequest,
  hasPendingTransfer,
  insertTransferRequest,
  listEmailChangeRequests,
  listTransferRequests,
  localeExists,
} from './member-requests.repository.ts';
import type { MemberScope } from '../../../access/member-access.ts';
import { findMemberScope } from '../profile-sections/profile-sections.repository.ts';

type TransferRequestBody = z.infer<typeof transferRequestBodySchema>;
type EmailChangeRequestBody = z.infer<typeof emailChangeRequestBodySchema>;

type TransferRow = Awaited<ReturnType<typeof listTransferRequests>>[number];
type EmailRow = Awaited<ReturnType<typeof listEmailChangeRequests>>[number];

const toTransfer = (row: TransferRow): TransferRequest => ({
  ...row,
  status: row.status as TransferRequest['status'],
  requestedAt: row.requestedAt.toISOString(),
});
const toEmailChange = (row: EmailRow): EmailChangeRequest => ({
  ...row,
  status: row.status as EmailChangeRequest['status'],
  requestedAt: row.requestedAt.toISOString(),
});

/**
 * A member's own transfer and e-mail-change requests (`edit-member-locale`, `edit-member-email`): stored
 * as pending; the admin flow (issue 4) accepts, declines or confirms them on the same rows.
 */
export function createMemberRequestsService(db: Database, emailChanges: EmailChangesService) {
  async function requireAccess(actor: Actor, memberId: string): Promise<MemberScope & { onBehalf: boolean }> {
    const scope = await findMemberScope(db, memberId);
    if (!scope) {
      if (isSuperAdmin(actor)) throw notFound('The member');
      throw forbidden('This member is outside your scope');
    }
    if (!canRequestForMember(actor, scope))
      throw forbidden('Only the member or an admin over them may do this');
    return { ...scope, onBehalf: actor.memberId !== memberId };
  }

  return {
    async listTransfers(actor: Actor, memberId: string) {
      await requireAccess(actor, memberId);
      return { requests: (await listTransferRequests(db, memberId)).map(toTransfer) };
    },

    async requestTransfer(
      actor: Actor,
      memberId: string,
      body: TransferRequestBody,
    ): Promise<TransferRequest> {
      const access = await requireAccess(actor, memberId);
      const id = await db.transaction(async (tx) => {
        // Locked, so two requests at once cannot both pass the "one pending" check.
        const member = await findMemberForRequestUpdate(tx, memberId);
        if (!member) throw notFound('The member');
        if (body.toLocaleId === member.localeId) {
          throw invalidInput([{ path: 'toLocaleId', message: 'The member already belongs to this locale' }]);
        }
        if (!(await localeExists(tx, body.toLocaleId))) {
          throw invalidInput([{ path: 'toLocaleId', message: 'Choose a locale from the list' }]);
        }
        if (await hasPendingTransfer(tx, memberId)) {
          throw conflict('A transfer request is already waiting for an answer', {
            issues: [{ path: 'toLocaleId', message: 'A transfer request is already pending' }],
          });
        }
        const reason = body.reason ? body.reason : null;
        const created = await insertTransferRequest(tx, {
          memberId,
          fromLocaleId: member.localeId,
          toLocaleId: body.toLocaleId,
          reason,
          requestedBy: actor.userId,
        });
        if (access.onBehalf) {
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'member.transfer.request',
            entityType: 'transfer_requests',
            entityId: created.id,
            localeId: access.localeId,
            before: { localeId: member.localeId },
            after: { toLocaleId: body.toLocaleId, reason, status: 'pending' },
          });
        }
        return created.id;
      });
      return toTransfer((await findTransferRequest(db, id))!);
    },

    async listEmailChanges(actor: Actor, memberId: string) {
      await requireAccess(actor, memberId);
      return { requests: (await listEmailChangeRequests(db, memberId)).map(toEmailChange) };
    },

    /** A new pending request replaces (cancels) the member's earlier pending one. */
    async requestEmailChange(
      actor: Actor,
      memberId: string,
      body: EmailChangeRequestBody,
    ): Promise<EmailChangeRequest> {
      const access = await requireAccess(actor, memberId);
      // Same flow as an admin's change: pending, confirmed through the link sent to the new address.
      return emailChanges.createPending(actor, memberId, body.email, {
        localeId: access.localeId,
        audit: access.onBehalf,
      });
    },
  };
}
export type MemberRequestsService = ReturnType<typeof createMemberRequestsService>;
