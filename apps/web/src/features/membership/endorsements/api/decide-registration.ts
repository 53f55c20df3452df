import type { endorsementCalls, CallResult, memberTypes } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, dashboardKeys, endorsementKeys, memberKeys } from '../../../../lib/query-keys.ts';
import { postEndorse } from './endorse-registration.ts';
import { postMerge } from './merge-registration.ts';
import { postReject } from './reject-registration.ts';

/** What endorse, reject and merge answer: the outcome and the member record. */
export type EndorsementOutcome = CallResult<typeof endorsementCalls.endorse>;
type MemberType = (typeof memberTypes)[number];

/** What an admin decides about one pending registration. */
export type Decision =
  | { kind: 'endorse'; type: MemberType; flockId: string | null }
  | { kind: 'reject'; reason: string }
  | { kind: 'merge'; intoMemberId: string };

function send(memberId: string, decision: Decision): Promise<EndorsementOutcome> {
  switch (decision.kind) {
    case 'endorse':
      return postEndorse(memberId, { type: decision.type, flockId: decision.flockId });
    case 'reject':
      return postReject(memberId, decision.reason);
    case 'merge':
      return postMerge(memberId, decision.intoMemberId);
  }
}

/**
 * Endorses, rejects or merges a registration (one request per decision). Afterwards the pending list, the
 * dashboard's counts, the members (endorsed, placed, merged away) and the audit log are asked again.
 */
export function useDecideRegistration(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => send(memberId, decision),
    // Also after a refusal (409: someone else decided first), so the lists show what is left.
    onSettled: () =>
      Promise.all(
        [endorsementKeys.all, dashboardKeys.all, memberKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
