import { churchGroupCalls, type ChurchGroupMemberPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys } from '../../../../lib/query-keys.ts';

/** `GET groups/groups/{id}/members?cursor`: a group's members, leaders first. */
export function fetchGroupMembers(groupId: string, cursor: string | null): Promise<ChurchGroupMemberPage> {
  return callApi(churchGroupCalls.members, {
    params: { id: groupId },
    query: { cursor: cursor ?? undefined, limit: 100 },
  });
}

export const groupMembersQueryOptions = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.members(groupId),
    queryFn: ({ pageParam }) => fetchGroupMembers(groupId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

export function useGroupMembers(groupId: string | null) {
  return useInfiniteQuery({ ...groupMembersQueryOptions(groupId ?? ''), enabled: groupId !== null });
}
