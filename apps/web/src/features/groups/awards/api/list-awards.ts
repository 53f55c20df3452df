import { awardCalls, type AwardPage, type AwardPeriod } from '@congregate/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { awardKeys } from '../../../../lib/query-keys.ts';

/** What the awards page asks for: a locale's month (year and month) or year, maybe one flock's. */
export interface AwardsQuery {
  localeId: string;
  year: number;
  month?: number;
  period: AwardPeriod;
  flockId?: string;
}

const PAGE = 100;

/** `GET awards?localeId&year&month&period&flockId&cursor`: one page, newest period first. */
export function fetchAwards(query: AwardsQuery, cursor: string | null): Promise<AwardPage> {
  return callApi(awardCalls.list, {
    query: {
      localeId: query.localeId,
      year: query.year,
      ...(query.period === 'month' ? { month: query.month } : { period: 'year' as const }),
      ...(query.flockId ? { flockId: query.flockId } : {}),
      limit: PAGE,
      ...(cursor ? { cursor } : {}),
    },
  });
}

export function awardsQueryOptions(query: AwardsQuery) {
  return infiniteQueryOptions({
    queryKey: awardKeys.list(query),
    queryFn: ({ pageParam }) => fetchAwards(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

export function useAwards(query: AwardsQuery | null) {
  return useInfiniteQuery({
    ...awardsQueryOptions(query ?? { localeId: '', year: 2000, period: 'year' }),
    enabled: Boolean(query),
    placeholderData: keepPreviousData,
  });
}
