import { endorsementPageSchema } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';

export type EndorsementPage = z.infer<typeof endorsementPageSchema>;
export type PendingRegistration = EndorsementPage['items'][number];

const PAGE_SIZE = 20;

/** `GET admin/endorsements`: pending registrations in the caller's scope (or one locale), oldest first. */
export function fetchPendingRegistrations(
  localeId: string | null,
  cursor: string | null,
): Promise<EndorsementPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (localeId) query.set('localeId', localeId);
  if (cursor) query.set('cursor', cursor);
  return apiRequest('membership', `admin/endorsements?${query}`, { schema: endorsementPageSchema });
}

/** Every page of the list, whatever the locale: decisions invalidate this. */
export const pendingRegistrationsKey = ['membership', 'endorsements'] as const;

export function pendingRegistrationsQueryOptions(localeId: string | null) {
  return infiniteQueryOptions({
    queryKey: [...pendingRegistrationsKey, localeId] as const,
    queryFn: ({ pageParam }) => fetchPendingRegistrations(localeId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function usePendingRegistrations(localeId: string | null) {
  return useInfiniteQuery(pendingRegistrationsQueryOptions(localeId));
}
