import { joinRequestCalls, type JoinRequestPage, type JoinRequestStatus } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { joinRequestKeys } from '../../../../lib/query-keys.ts';

/** Which requests: the caller's own (`mine`), or those they decide, of a status. */
export interface JoinRequestFilter {
  mine: boolean;
  status?: JoinRequestStatus;
}

/** `GET groups/join-requests?mine&status&cursor`: newest first. */
export function fetchJoinRequests(
  filter: JoinRequestFilter,
  cursor: string | null,
): Promise<JoinRequestPage> {
  return callApi(joinRequestCalls.list, {
    query: {
      mine: filter.mine ? 'true' : undefined,
      status: filter.status,
      cursor: cursor ?? undefined,
      limit: 50,
    },
  });
}

export const joinRequestsQueryOptions = (filter: JoinRequestFilter) =>
  infiniteQueryOptions({
    queryKey: joinRequestKeys.list(filter),
    queryFn: ({ pageParam }) => fetchJoinRequests(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

export function useJoinRequests(filter: JoinRequestFilter) {
  return useInfiniteQuery(joinRequestsQueryOptions(filter));
}
