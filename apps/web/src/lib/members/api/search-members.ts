import { ADMIN_PAGE, memberPageSchema, type MemberPage, type memberSearchBodySchema } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/index.ts';
import { memberKeys } from '../../query-keys.ts';

/** The filters of a member search, as sent in `POST admin/members/searchMember` (without paging). */
export type MemberFilters = Omit<z.input<typeof memberSearchBodySchema>, 'cursor' | 'limit'>;

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

/** Pages of a search, each asking for the next with the previous page's `nextCursor`. */
export function memberSearchQueryOptions(filters: MemberFilters, limit: number = ADMIN_PAGE.defaultLimit) {
  return infiniteQueryOptions({
    queryKey: memberKeys.search(filters, limit),
    queryFn: ({ pageParam, signal }) => postMemberSearch({ ...filters, limit, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useMemberSearch(filters: MemberFilters, options: { limit?: number; enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...memberSearchQueryOptions(filters, options.limit), enabled: options.enabled ?? true });
}
