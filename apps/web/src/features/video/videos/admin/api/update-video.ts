import { videoCalls, type Video, type VideoPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../../lib/query-keys.ts';

/** `PATCH videos/{id}`: title, description, category, publication time. */
export function patchVideo({ id, patch }: { id: string; patch: VideoPatch }): Promise<Video> {
  return callApi(videoCalls.update, { params: { id }, body: patch });
}

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
}
