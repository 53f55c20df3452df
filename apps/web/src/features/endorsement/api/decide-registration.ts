import { endorsementOutcomeSchema, type memberTypes } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';
import { pendingRegistrationsKey } from './get-pending-registrations.ts';

export type EndorsementOutcome = z.infer<typeof endorsementOutcomeSchema>;
type MemberType = (typeof memberTypes)[number];

/** What an admin decides about one pending registration. */
export type Decision =
  | { kind: 'endorse'; type: MemberType; flockId: string | null }
  | { kind: 'reject'; reason: string }
  | { kind: 'merge'; intoMemberId: string };

/**
 * `POST admin/members/{id}/endorse` `{ type, flockId }`, `…/reject` `{ reason }` or `…/merge`
 * `{ intoMemberId }`: one request per decision, answered with the outcome.
 */
export function postDecision(memberId: string, decision: Decision): Promise<EndorsementOutcome> {
  const { kind, ...body } = decision;
  return apiRequest('membership', `admin/members/${encodeURIComponent(memberId)}/${kind}`, {
    method: 'POST',
    body,
    schema: endorsementOutcomeSchema,
  });
}

export function useDecideRegistration(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => postDecision(memberId, decision),
    // Also after a refusal (409: someone else decided first), so the list shows what is left.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingRegistrationsKey }),
  });
}
