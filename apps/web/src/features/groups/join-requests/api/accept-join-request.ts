import { joinRequestCalls, type JoinRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys, joinRequestKeys, memberKeys } from '../../../../lib/query-keys.ts';

/** `POST groups/join-requests/{id}/accept`: the member moves to the flock, or joins the group. */
export function postAccept(requestId: string): Promise<JoinRequest> {
  return callApi(joinRequestCalls.accept, { params: { id: requestId } });
}

export function useAcceptJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAccept,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: joinRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
        // A flock's members changed.
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
      ]),
  });
}
