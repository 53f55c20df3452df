import { memberPageSchema, type MemberPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/index.ts';
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
export function fetchLocaleMembers(localeId: string, query: LocaleMembersQuery, cursor: string | null): Promise<MemberPage> {
  const search = new URLSearchParams({ limit: String(query.limit ?? LOCALE_MEMBERS_PAGE) });
  if (query.q) search.set('q', query.q);
  if (cursor) search.set('cursor', cursor);
  const list = query.withPhoto ? 'by-localWithPhoto' : 'by-local';
  return apiRequest('membership', `members/${list}/${encodeURIComponent(localeId)}?${search}`, {
    schema: memberPageSchema,
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
  return useInfiniteQuery({ ...localeMembersQueryOptions(localeId ?? '', query), enabled: Boolean(localeId) });
}
