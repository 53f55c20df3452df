import { videoCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../../lib/query-keys.ts';

/** `DELETE videos/{id}` (an upload's file too). */
export function deleteVideo(id: string): Promise<{ ok: true }> {
  return callApi(videoCalls.remove, { params: { id } });
}

export function useRemoveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
}
