import { groupFlockCalls, type GroupFlock, type GroupFlockPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys, userAccessKeys } from '../../../../lib/query-keys.ts';

/** `PATCH groups/flocks/{id}`: rename, set the cluster or staff, archive or restore. */
export function patchFlock(flockId: string, body: GroupFlockPatch): Promise<GroupFlock> {
  return callApi(groupFlockCalls.update, { params: { id: flockId }, body });
}

export function useUpdateFlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flockId, body }: { flockId: string; body: GroupFlockPatch }) => patchFlock(flockId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
        queryClient.invalidateQueries({ queryKey: userAccessKeys.all }),
      ]),
  });
}
