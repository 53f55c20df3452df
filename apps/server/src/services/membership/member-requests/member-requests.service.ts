import type {
  EmailChangeRequest,
  emailChangeRequestBodySchema,
  TransferRequest,
  transferRequestBodySchema,
} from '@congregate/contracts';
import type { z } from 'zod';
import type { MemberInScope } from '../../../access/member-access.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { EmailChangesService } from '../email-changes/email-changes.service.ts';
import type { TransfersService } from '../transfers/transfers.service.ts';

type TransferRequestBody = z.infer<typeof transferRequestBodySchema>;
type EmailChangeRequestBody = z.infer<typeof emailChangeRequestBodySchema>;

/**
 * A member's own transfer and e-mail-change requests (`edit-member-locale`, `edit-member-email`): stored
 * as pending by the transfers and e-mail-changes features, whose admin flows answer them. Asking and reading
 * them: the endorsed member themself, or an admin over them (`edit`, the calls' rule). A flock leader may not.
 */
export function createMemberRequestsService(transfers: TransfersService, emailChanges: EmailChangesService) {
  return {
    async listTransfers(member: MemberInScope): Promise<{ requests: TransferRequest[] }> {
      return { requests: await transfers.requestsOf(member) };
    },

    async requestTransfer(
      actor: Actor,
      member: MemberInScope,
      body: TransferRequestBody,
    ): Promise<TransferRequest> {
      return transfers.request(actor, member, body);
    },

    async listEmailChanges(member: MemberInScope): Promise<{ requests: EmailChangeRequest[] }> {
      return { requests: await emailChanges.requestsOf(member) };
    },

    /** A new pending request replaces (cancels) the member's earlier pending one. */
    async requestEmailChange(
      actor: Actor,
      member: MemberInScope,
      body: EmailChangeRequestBody,
    ): Promise<EmailChangeRequest> {
      // Same flow as an admin's change: pending, confirmed through the link sent to the new address.
      return emailChanges.createPending(actor, member.memberId, body.email, {
        localeId: member.localeId,
        audit: member.onBehalf,
      });
    },
  };
}
export type MemberRequestsService = ReturnType<typeof createMemberRequestsService>;
