import { videoCalls } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../lib/query-keys.ts';

/** `GET videos/{id}`: one video with its playable URL and the caller's progress (the player dialog). */
export function videoQueryOptions(id: string) {
  return queryOptions({
    queryKey: videoKeys.video(id),
    queryFn: ({ signal }) => callApi(videoCalls.one, { params: { id }, signal }),
    retry: false,
  });
}

export function useVideo(id: string | null) {
  return useQuery({ ...videoQueryOptions(id ?? ''), enabled: Boolean(id) });
}
