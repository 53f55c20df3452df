import type {
  EmailChangeRequest,
  emailChangeRequestBodySchema,
  TransferRequest,
  transferRequestBodySchema,
} from '@congregate/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { requireMember } from '../../../access/member-access.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { EmailChangesService } from '../email-changes/email-changes.service.ts';
import type { TransfersService } from '../transfers/transfers.service.ts';

type TransferRequestBody = z.infer<typeof transferRequestBodySchema>;
type EmailChangeRequestBody = z.infer<typeof emailChangeRequestBodySchema>;

/**
 * Asking for a member's transfer or e-mail change, and reading those requests: the endorsed member
 * themself, or an admin over them (`edit`). A flock leader may not.
 */
const requireRequester = (db: Database, actor: Actor, memberId: string) =>
  requireMember(db, actor, memberId, 'edit', 'Only the member or an admin over them may do this');

/**
 * A member's own transfer and e-mail-change requests (`edit-member-locale`, `edit-member-email`): stored
 * as pending by the transfers and e-mail-changes features, whose admin flows answer them.
 */
export function createMemberRequestsService(
  db: Database,
  transfers: TransfersService,
  emailChanges: EmailChangesService,
) {
  return {
    async listTransfers(actor: Actor, memberId: string): Promise<{ requests: TransferRequest[] }> {
      return { requests: await transfers.requestsOf(await requireRequester(db, actor, memberId)) };
    },

    async requestTransfer(
      actor: Actor,
      memberId: string,
      body: TransferRequestBody,
    ): Promise<TransferRequest> {
      return transfers.request(actor, await requireRequester(db, actor, memberId), body);
    },

    async listEmailChanges(actor: Actor, memberId: string): Promise<{ requests: EmailChangeRequest[] }> {
      return { requests: await emailChanges.requestsOf(await requireRequester(db, actor, memberId)) };
    },

    /** A new pending request replaces (cancels) the member's earlier pending one. */
    async requestEmailChange(
      actor: Actor,
      memberId: string,
      body: EmailChangeRequestBody,
    ): Promise<EmailChangeRequest> {
      const member = await requireRequester(db, actor, memberId);
      // Same flow as an admin's change: pending, confirmed through the link sent to the new address.
      return emailChanges.createPending(actor, memberId, body.email, {
        localeId: member.localeId,
        audit: member.onBehalf,
      });
    },
  };
}
export type MemberRequestsService = ReturnType<typeof createMemberRequestsService>;
