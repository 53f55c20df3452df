import { transferRequestSchema, type TransferRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { transferRequestsQueryKey } from './get-transfer-requests.ts';

/** `POST members/{id}/transfer-request`: recorded, waiting for the admins (201). */
export function postTransferRequest(
  memberId: string,
  body: { toLocaleId: string; reason?: string },
): Promise<TransferRequest> {
  return apiRequest('membership', `members/${encodeURIComponent(memberId)}/transfer-request`, {
    method: 'POST',
    body,
    schema: transferRequestSchema,
  });
}

export function useCreateTransferRequest(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { toLocaleId: string; reason?: string }) => postTransferRequest(memberId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transferRequestsQueryKey(memberId) }),
  });
}
