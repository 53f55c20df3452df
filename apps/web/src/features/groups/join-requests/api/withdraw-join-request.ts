import { joinRequestCalls, type JoinRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys, joinRequestKeys } from '../../../../lib/query-keys.ts';

/** `POST groups/join-requests/{id}/withdraw`: the member takes back their pending request. */
export function postWithdraw(requestId: string): Promise<JoinRequest> {
  return callApi(joinRequestCalls.withdraw, { params: { id: requestId } });
}

export function useWithdrawJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWithdraw,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: joinRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      ]),
  });
}
