import { giftCalls, type GiftListQuery, type GiftPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/** The filters of a gift list (no cursor): none for one's own; `localeId` or `memberId` for finance. */
export type GiftFilters = Partial<Omit<GiftListQuery, 'cursor' | 'limit'>>;

const GIFTS_PER_PAGE = 25;

/** `GET gifts?…&cursor`: one page, newest first, with the totals of everything the filters match. */
export function fetchGifts(filters: GiftFilters, cursor: string | null): Promise<GiftPage> {
  return callApi(giftCalls.list, {
    query: { ...filters, ...(cursor ? { cursor } : {}), limit: GIFTS_PER_PAGE },
  });
}

export const giftsQueryOptions = (filters: GiftFilters) =>
  infiniteQueryOptions({
    queryKey: givingKeys.giftList(filters),
    queryFn: ({ pageParam }) => fetchGifts(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

/** The gift list with "Load more"; `refetchInterval` (ms, or false) for waiting on a gift to arrive. */
export function useGifts(filters: GiftFilters, options: { refetchInterval?: number | false } = {}) {
  return useInfiniteQuery({
    ...giftsQueryOptions(filters),
    refetchInterval: options.refetchInterval ?? false,
  });
}
