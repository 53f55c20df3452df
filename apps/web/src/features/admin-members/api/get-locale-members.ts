import { memberPageSchema, type MemberPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

const LOCALE_PAGE = 24;

/**
 * `GET members/by-localWithPhoto/{localeId}`: a locale's members who have a photo, by name. Admins get
 * full rows; an endorsed member of the locale gets the directory (no contact data).
 */
export function fetchLocaleMembers(localeId: string, q: string, cursor: string | null): Promise<MemberPage> {
  const query = new URLSearchParams({ limit: String(LOCALE_PAGE) });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return apiRequest('membership', `members/by-localWithPhoto/${encodeURIComponent(localeId)}?${query}`, {
    schema: memberPageSchema,
  });
}

export function localeMembersQueryOptions(localeId: string, q: string) {
  return infiniteQueryOptions({
    queryKey: ['membership', 'locale-members-with-photo', localeId, q] as const,
    queryFn: ({ pageParam }) => fetchLocaleMembers(localeId, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useLocaleMembers(localeId: string | null, q: string) {
  return useInfiniteQuery({ ...localeMembersQueryOptions(localeId ?? '', q), enabled: Boolean(localeId) });
}
