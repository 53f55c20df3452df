import { transferSchema, type Transfer } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { dashboardQueryPrefix } from './get-dashboard.ts';
import { transfersQueryPrefix } from './get-transfers.ts';

export type TransferDecision = 'accept' | 'decline';

/** `POST admin/transfers/{transferId}/accept|decline`, with the reason given for a decline. */
export function postTransferDecision(transferId: string, decision: TransferDecision, reason?: string): Promise<Transfer> {
  return apiRequest('membership', `admin/transfers/${encodeURIComponent(transferId)}/${decision}`, {
    method: 'POST',
    body: reason ? { reason } : {},
    schema: transferSchema,
  });
}

/** Decides a transfer, then refreshes the transfer lists and the dashboard counts. */
export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transferId, decision, reason }: { transferId: string; decision: TransferDecision; reason?: string }) =>
      postTransferDecision(transferId, decision, reason),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: transfersQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryPrefix }),
      ]);
    },
  });
}
