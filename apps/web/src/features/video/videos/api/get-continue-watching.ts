import { videoCalls } from '@congregate/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../lib/query-keys.ts';

/** `GET videos/continue`: the caller's videos begun and not finished, most recently watched first. */
export function useContinueWatching() {
  return useQuery({
    queryKey: videoKeys.continueWatching(),
    queryFn: ({ signal }) => callApi(videoCalls.continueWatching, { signal }),
  });
}
