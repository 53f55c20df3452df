import { endorsementCalls, type endorsementPageSchema } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/call-api.ts';
import { endorsementKeys } from '../../../../lib/query-keys.ts';

export type EndorsementPage = z.infer<typeof endorsementPageSchema>;
export type PendingRegistration = EndorsementPage['items'][number];

const PAGE_SIZE = 20;

/** `GET admin/endorsements`: pending registrations in the caller's scope (or one locale), oldest first. */
export function fetchPendingRegistrations(
  localeId: string | null,
  cursor: string | null,
): Promise<EndorsementPage> {
  return callApi(endorsementCalls.pending, {
    query: { limit: PAGE_SIZE, localeId: localeId ?? undefined, cursor: cursor ?? undefined },
  });
}

export function pendingRegistrationsQueryOptions(localeId: string | null) {
  return infiniteQueryOptions({
    queryKey: endorsementKeys.list(localeId),
    queryFn: ({ pageParam }) => fetchPendingRegistrations(localeId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function usePendingRegistrations(localeId: string | null) {
  return useInfiniteQuery(pendingRegistrationsQueryOptions(localeId));
}
