import { memberPageSchema, type MemberPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

const LOCALE_PAGE = 24;

export interface LocaleMembersQuery {
  q: string;
  /** `members/by-localWithPhoto` (only members who have a photo) instead of `members/by-local`. */
  withPhoto: boolean;
}

/**
 * `GET members/by-localWithPhoto/{localeId}` or `GET members/by-local/{localeId}`: a locale's members by
 * name. Admins get full rows; an endorsed member of the locale gets the directory (no contact data).
 */
export function fetchLocaleMembers(localeId: string, query: LocaleMembersQuery, cursor: string | null): Promise<MemberPage> {
  const search = new URLSearchParams({ limit: String(LOCALE_PAGE) });
  if (query.q) search.set('q', query.q);
  if (cursor) search.set('cursor', cursor);
  const list = query.withPhoto ? 'by-localWithPhoto' : 'by-local';
  return apiRequest('membership', `members/${list}/${encodeURIComponent(localeId)}?${search}`, {
    schema: memberPageSchema,
  });
}

export function localeMembersQueryOptions(localeId: string, query: LocaleMembersQuery) {
  return infiniteQueryOptions({
    queryKey: ['membership', 'locale-members', localeId, query] as const,
    queryFn: ({ pageParam }) => fetchLocaleMembers(localeId, query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useLocaleMembers(localeId: string | null, query: LocaleMembersQuery) {
  return useInfiniteQuery({ ...localeMembersQueryOptions(localeId ?? '', query), enabled: Boolean(localeId) });
}
