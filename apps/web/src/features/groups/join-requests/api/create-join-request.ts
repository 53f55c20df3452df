import { joinRequestCalls, type JoinRequestCreated, type NewJoinRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys, joinRequestKeys } from '../../../../lib/query-keys.ts';

/** `POST groups/join-requests`: ask to join a flock or group (an open group is joined at once). */
export function postJoinRequest(body: NewJoinRequest): Promise<JoinRequestCreated> {
  return callApi(joinRequestCalls.create, { body });
}

export function useAskToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJoinRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: joinRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      ]),
  });
}
