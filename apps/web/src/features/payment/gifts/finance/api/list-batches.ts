import { batchCalls, type BatchPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

export const BATCHES_PAGE = 20;

/** `GET batches?localeId`: a locale's batches, latest service first (keyset paged). */
export function batchesQueryOptions(localeId: string) {
  return infiniteQueryOptions({
    queryKey: givingKeys.batchList(localeId, {}),
    queryFn: ({ pageParam, signal }) =>
      callApi(batchCalls.list, {
        query: { localeId, limit: BATCHES_PAGE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: BatchPage) => page.nextCursor,
    retry: false,
  });
}

export function useBatches(localeId: string) {
  return useInfiniteQuery(batchesQueryOptions(localeId));
}
