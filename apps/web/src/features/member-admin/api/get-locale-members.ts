import { memberPageSchema, type MemberPage } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

const PAGE_SIZE = 25;

/** `GET members/by-local/{localeId}`: the locale's members by name, full rows for an admin over it. */
export function fetchLocaleMembers(localeId: string, q: string, cursor: string | null): Promise<MemberPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return apiRequest('membership', `members/by-local/${encodeURIComponent(localeId)}?${query}`, {
    schema: memberPageSchema,
  });
}

/** Every locale's list: a change to one member invalidates them all. */
export const localeMembersKey = ['membership', 'locale-members'] as const;

export function localeMembersQueryOptions(localeId: string, q: string) {
  return infiniteQueryOptions({
    queryKey: [...localeMembersKey, localeId, q] as const,
    queryFn: ({ pageParam }) => fetchLocaleMembers(localeId, q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useLocaleMembers(localeId: string | null, q: string) {
  return useInfiniteQuery({ ...localeMembersQueryOptions(localeId ?? '', q), enabled: Boolean(localeId) });
}
