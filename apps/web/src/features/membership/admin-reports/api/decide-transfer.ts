import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, dashboardKeys, memberKeys, transferKeys, userRoleKeys } from '../../../../lib/query-keys.ts';
import { postTransferAccept } from './accept-transfer.ts';
import { postTransferDecline } from './decline-transfer.ts';

export type TransferDecision = 'accept' | 'decline';

/**
 * Accepts or declines a transfer, then refreshes what it changed: the transfer lists, the dashboard
 * counts, the member (an accepted one moves, into the chosen flock, leaving the old locale's roles) and the audit log.
 */
export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      transferId,
      decision,
      reason,
      flockId,
    }: {
      transferId: string;
      decision: TransferDecision;
      reason?: string;
      /** Accepting: the member's flock in the receiving locale (none when absent). */
      flockId?: string;
    }) =>
      decision === 'accept'
        ? postTransferAccept(transferId, flockId)
        : postTransferDecline(transferId, reason),
    onSuccess: () =>
      Promise.all(
        [transferKeys.all, dashboardKeys.all, memberKeys.all, userRoleKeys.all, auditKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
