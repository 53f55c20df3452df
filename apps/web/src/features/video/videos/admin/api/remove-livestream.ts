import { livestreamCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../../lib/query-keys.ts';

/** `DELETE livestreams/{id}`: check-ins it gave stay. */
export function deleteLivestream(id: string): Promise<{ ok: true }> {
  return callApi(livestreamCalls.remove, { params: { id } });
}

export function useRemoveLivestream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLivestream,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.livestreams() }),
  });
}
