import { memberSearchCalls, type MemberPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { memberKeys } from '../../query-keys.ts';

/** Members per page of a locale's list. */
export const LOCALE_MEMBERS_PAGE = 25;

export interface LocaleMembersQuery {
  /** Part of a name; empty for everyone. */
  q: string;
  /** `members/by-localWithPhoto` (only members who have a photo) instead of `members/by-local`. */
  withPhoto?: boolean;
  /** Page size, when a screen needs another than `LOCALE_MEMBERS_PAGE`. */
  limit?: number;
}

/**
 * `GET members/by-local/{localeId}` or `GET members/by-localWithPhoto/{localeId}`: a locale's members by
 * name. Admins get full rows; an endorsed member of the locale gets the directory (no contact data).
 */
export function fetchLocaleMembers(
  localeId: string,
  query: LocaleMembersQuery,
  cursor: string | null,
): Promise<MemberPage> {
  const call = query.withPhoto ? memberSearchCalls.localeMembersWithPhoto : memberSearchCalls.localeMembers;
  return callApi(call, {
    params: { localeId },
    query: {
      limit: query.limit ?? LOCALE_MEMBERS_PAGE,
      q: query.q || undefined,
      cursor: cursor ?? undefined,
    },
  });
}

export function localeMembersQueryOptions(localeId: string, query: LocaleMembersQuery) {
  return infiniteQueryOptions({
    queryKey: memberKeys.ofLocale(localeId, query),
    queryFn: ({ pageParam }) => fetchLocaleMembers(localeId, query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useLocaleMembers(localeId: string | null, query: LocaleMembersQuery) {
  return useInfiniteQuery({
    ...localeMembersQueryOptions(localeId ?? '', query),
    enabled: Boolean(localeId),
  });
}
