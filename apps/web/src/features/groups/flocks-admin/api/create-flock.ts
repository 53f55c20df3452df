import { groupFlockCalls, type GroupFlock, type NewGroupFlock } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys, userAccessKeys } from '../../../../lib/query-keys.ts';

/** `POST groups/flocks`: a new flock with its leaders and assistants. */
export function postFlock(body: NewGroupFlock): Promise<GroupFlock> {
  return callApi(groupFlockCalls.create, { body });
}

export function useCreateFlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postFlock,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
        queryClient.invalidateQueries({ queryKey: userAccessKeys.all }),
      ]),
  });
}
