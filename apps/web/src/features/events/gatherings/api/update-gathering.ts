import { gatheringCalls, type Gathering, type GatheringChange } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { checkInKeys, gatheringKeys } from '../../../../lib/query-keys.ts';

/** `PATCH gatherings/{id}`: a gathering's title or times (this occurrence only). */
export function patchGathering(id: string, body: GatheringChange): Promise<Gathering> {
  return callApi(gatheringCalls.update, { params: { id }, body });
}

/** Changes a gathering; the lists that show it (with its times) and the flock tick lists ask again. */
export function useUpdateGathering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: GatheringChange }) => patchGathering(id, change),
    onSuccess: () =>
      Promise.all(
        [gatheringKeys.all, checkInKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
