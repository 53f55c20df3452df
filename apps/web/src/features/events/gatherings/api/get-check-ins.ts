import {
  CHECK_IN_LIMITS,
  checkInCalls,
  type CheckInMethod,
  type CheckInPage,
  type CheckInRow,
} from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { checkInKeys } from '../../../../lib/query-keys.ts';

const CHECK_INS_PAGE = 50;

/**
 * `GET checkins?gatheringId&q&method`: who checked in to a gathering, in the order they came; `method` (e.g.
 * `face`, to review face check-ins) lists only those made that way.
 */
export function fetchCheckIns(
  gatheringId: string,
  q: string,
  cursor: string | null,
  limit: number = CHECK_INS_PAGE,
  method: CheckInMethod | null = null,
): Promise<CheckInPage> {
  return callApi(checkInCalls.list, {
    query: {
      gatheringId,
      q: q || undefined,
      method: method ?? undefined,
      limit,
      cursor: cursor ?? undefined,
    },
  });
}

export function checkInsQueryOptions(gatheringId: string, q: string, method: CheckInMethod | null = null) {
  return infiniteQueryOptions({
    queryKey: checkInKeys.list(gatheringId, q, method),
    queryFn: ({ pageParam }) => fetchCheckIns(gatheringId, q, pageParam, CHECK_INS_PAGE, method),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useCheckIns(gatheringId: string, q: string, method: CheckInMethod | null = null) {
  return useInfiniteQuery(checkInsQueryOptions(gatheringId, q, method));
}

/** Every check-in of a gathering (for the export), the largest pages the call allows. */
export async function fetchAllCheckIns(gatheringId: string, signal?: AbortSignal): Promise<CheckInRow[]> {
  const rows: CheckInRow[] = [];
  let cursor: string | null = null;
  do {
    if (signal?.aborted) break;
    const page = await fetchCheckIns(gatheringId, '', cursor, CHECK_IN_LIMITS.listLimitMax);
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}
