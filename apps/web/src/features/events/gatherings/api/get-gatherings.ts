import { gatheringCalls, type GatheringPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { gatheringKeys } from '../../../../lib/query-keys.ts';

const GATHERINGS_PAGE = 20;

/** The instants a list covers: `from` included, `to` excluded (ISO). */
export interface GatheringRange {
  from: string;
  to: string;
}

/** `GET gatherings?localeId&from&to`: a page of the locale's gatherings, newest first, with their counts. */
export function fetchGatherings(
  localeId: string,
  range: GatheringRange,
  cursor: string | null,
): Promise<GatheringPage> {
  return callApi(gatheringCalls.list, {
    query: { localeId, from: range.from, to: range.to, limit: GATHERINGS_PAGE, cursor: cursor ?? undefined },
  });
}

export function gatheringsQueryOptions(localeId: string, range: GatheringRange) {
  return infiniteQueryOptions({
    queryKey: gatheringKeys.list(localeId, range),
    queryFn: ({ pageParam }) => fetchGatherings(localeId, range, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useGatherings(localeId: string | null, range: GatheringRange | null) {
  return useInfiniteQuery({
    ...gatheringsQueryOptions(localeId ?? '', range ?? { from: '', to: '' }),
    enabled: Boolean(localeId && range),
  });
}
