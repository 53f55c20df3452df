import { livestreamCalls, type Livestream, type LivestreamPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../../lib/query-keys.ts';

/** `PATCH livestreams/{id}`: title, source, URL, times. */
export function patchLivestream({ id, patch }: { id: string; patch: LivestreamPatch }): Promise<Livestream> {
  return callApi(livestreamCalls.update, { params: { id }, body: patch });
}

export function useUpdateLivestream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchLivestream,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.livestreams() }),
  });
}
