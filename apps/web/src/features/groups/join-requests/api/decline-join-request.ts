import { joinRequestCalls, type JoinRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { joinRequestKeys } from '../../../../lib/query-keys.ts';

/** `POST groups/join-requests/{id}/decline`: with the reason the member is told. */
export function postDecline(requestId: string, reason: string): Promise<JoinRequest> {
  return callApi(joinRequestCalls.decline, { params: { id: requestId }, body: { reason } });
}

export function useDeclineJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, reason }: { requestId: string; reason: string }) =>
      postDecline(requestId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: joinRequestKeys.all }),
  });
}
