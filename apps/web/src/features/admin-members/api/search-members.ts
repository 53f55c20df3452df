import { ADMIN_PAGE, memberPageSchema, type MemberPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import type { MemberFilters } from '../lib/member-filters.ts';

/** `POST admin/members/searchMember`: one page of members in the caller's scope. */
export function postMemberSearch(
  body: MemberFilters & { cursor?: string; limit?: number },
  signal?: AbortSignal,
): Promise<MemberPage> {
  return apiRequest('membership', 'admin/members/searchMember', {
    method: 'POST',
    body,
    schema: memberPageSchema,
    signal,
  });
}

export const memberSearchQueryKey = (filters: MemberFilters, limit: number) =>
  ['membership', 'admin-member-search', filters, limit] as const;

/** Pages of a search, each asking for the next with the previous page's `nextCursor`. */
export function memberSearchQueryOptions(filters: MemberFilters, limit: number = ADMIN_PAGE.defaultLimit) {
  return infiniteQueryOptions({
    queryKey: memberSearchQueryKey(filters, limit),
    queryFn: ({ pageParam, signal }) => postMemberSearch({ ...filters, limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useMemberSearch(filters: MemberFilters, options: { limit?: number; enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...memberSearchQueryOptions(filters, options.limit), enabled: options.enabled ?? true });
}
