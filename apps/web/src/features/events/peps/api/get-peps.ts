import { pepCalls, type PepListQuery, type PepPage } from '@congregate/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** The filters of a PEP list, as sent in `GET peps` (without paging). */
export type PepFilters = Omit<PepListQuery, 'cursor' | 'limit'>;

/** PEPs per page of the lists. */
export const PEP_PAGE = 50;

/** `GET peps`: one page of the PEPs in the caller's scope (an admin's locale, a leader's flocks, one's own). */
export function fetchPeps(filters: PepFilters, cursor: string | null, limit = PEP_PAGE): Promise<PepPage> {
  return callApi(pepCalls.list, { query: { ...filters, limit, cursor: cursor ?? undefined } });
}

export function pepsQueryOptions(filters: PepFilters, limit = PEP_PAGE) {
  return infiniteQueryOptions({
    queryKey: pepKeys.list({ ...filters, limit }),
    queryFn: ({ pageParam }) => fetchPeps(filters, pageParam, limit),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function usePeps(filters: PepFilters, options: { limit?: number; enabled?: boolean } = {}) {
  // While another search or filter loads, the last list stays (no flash of a loading block).
  return useInfiniteQuery({
    ...pepsQueryOptions(filters, options.limit),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
