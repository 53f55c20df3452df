import { gatheringCalls, type GatheringRemoval } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { checkInKeys, gatheringKeys } from '../../../../lib/query-keys.ts';

/** `DELETE gatherings/{id}`: deleted when ad-hoc and nobody checked in, otherwise cancelled (`outcome`). */
export function deleteGathering(id: string): Promise<GatheringRemoval> {
  return callApi(gatheringCalls.remove, { params: { id } });
}

export function useRemoveGathering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGathering,
    onSuccess: () =>
      Promise.all(
        [gatheringKeys.all, checkInKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
