import { memberRequestsCalls, type TransferRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { dashboardKeys, memberKeys, transferKeys } from '../../../../lib/query-keys.ts';

type TransferRequestBody = CallInput<typeof memberRequestsCalls.requestTransfer>['body'];

/** `POST members/{id}/transfer-request`: recorded, waiting for the admins (201). */
export function postTransferRequest(memberId: string, body: TransferRequestBody): Promise<TransferRequest> {
  return callApi(memberRequestsCalls.requestTransfer, { params: { id: memberId }, body });
}

export function useCreateTransferRequest(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferRequestBody) => postTransferRequest(memberId, body),
    // The member's own list, the admins' transfer lists and counts, and the member's open requests.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transferKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) }),
      ]),
  });
}
