import { flockCareCalls, type FlockMemberPage } from '@congregate/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { flockCareKeys } from '../../../../lib/query-keys.ts';

/** `GET groups/flocks/:id/members?q&cursor`: a page of the flock's members by name. */
export function fetchFlockMembers(
  flockId: string,
  q: string,
  cursor: string | null,
): Promise<FlockMemberPage> {
  return callApi(flockCareCalls.members, {
    params: { id: flockId },
    query: { q: q || undefined, cursor: cursor ?? undefined },
  });
}

export const flockMembersQueryOptions = (flockId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: flockCareKeys.members(flockId, q),
    queryFn: ({ pageParam }) => fetchFlockMembers(flockId, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

export function useFlockMembers(flockId: string, q: string) {
  return useInfiniteQuery({ ...flockMembersQueryOptions(flockId, q), placeholderData: keepPreviousData });
}
