import { livestreamCalls, type LivestreamPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { videoKeys } from '../../../../../lib/query-keys.ts';

/** `GET livestreams?localeId&past`: the locale's streams, soonest first (with `past`, the ended ones too). */
export function livestreamsQueryOptions(localeId: string, past: boolean) {
  return infiniteQueryOptions({
    queryKey: videoKeys.livestreamList(localeId, past),
    queryFn: ({ pageParam, signal }) =>
      callApi(livestreamCalls.list, {
        query: {
          localeId,
          ...(past ? { past: 'true' as const } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: LivestreamPage) => page.nextCursor,
  });
}

export function useLivestreams(localeId: string, past: boolean) {
  return useInfiniteQuery(livestreamsQueryOptions(localeId, past));
}
