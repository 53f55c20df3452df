import { memberNoteCalls, type MemberNotePage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { flockCareKeys } from '../../../../lib/query-keys.ts';

/** `GET groups/members/:memberId/notes?cursor`: the notes kept about a member, newest first. */
export function fetchMemberNotes(memberId: string, cursor: string | null): Promise<MemberNotePage> {
  return callApi(memberNoteCalls.list, { params: { memberId }, query: { cursor: cursor ?? undefined } });
}

export const memberNotesQueryOptions = (memberId: string) =>
  infiniteQueryOptions({
    queryKey: flockCareKeys.notes(memberId),
    queryFn: ({ pageParam }) => fetchMemberNotes(memberId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

export function useMemberNotes(memberId: string) {
  return useInfiniteQuery(memberNotesQueryOptions(memberId));
}
