import { videoCalls, type NewVideo, type Video } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../../lib/query-keys.ts';

/** `POST videos`: publish an upload (by its `uploadId`), an HLS playlist or an embedded player. */
export function postVideo(body: NewVideo): Promise<Video> {
  return callApi(videoCalls.create, { body });
}

/** Every video screen (lists, the Videos tab, category counts) asks again. */
export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
}
