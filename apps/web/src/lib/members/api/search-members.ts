import { ADMIN_PAGE, memberSearchCalls, type MemberPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../api/call-api.ts';
import { memberKeys } from '../../query-keys.ts';

type SearchBody = NonNullable<CallInput<typeof memberSearchCalls.search>['body']>;

/** The filters of a member search, as sent in `POST admin/members/searchMember` (without paging). */
export type MemberFilters = Omit<SearchBody, 'cursor' | 'limit'>;

/** `POST admin/members/searchMember`: one page of members in the caller's scope. */
export function postMemberSearch(body: SearchBody, signal?: AbortSignal): Promise<MemberPage> {
  return callApi(memberSearchCalls.search, { body, signal });
}

/** Pages of a search, each asking for the next with the previous page's `nextCursor`. */
export function memberSearchQueryOptions(filters: MemberFilters, limit: number = ADMIN_PAGE.defaultLimit) {
  return infiniteQueryOptions({
    queryKey: memberKeys.search(filters, limit),
    queryFn: ({ pageParam, signal }) =>
      postMemberSearch({ ...filters, limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useMemberSearch(filters: MemberFilters, options: { limit?: number; enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...memberSearchQueryOptions(filters, options.limit),
    enabled: options.enabled ?? true,
  });
}
