import { transferPageSchema } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';

export type TransferPage = z.infer<typeof transferPageSchema>;
export type TransferDirection = 'in' | 'out';

const TRANSFERS_PAGE = 10;

/** `GET admin/transfers`: transfers into or out of the admin's locales, newest first. */
export function fetchTransfers(direction: TransferDirection, cursor: string | null): Promise<TransferPage> {
  const query = new URLSearchParams({ direction, limit: String(TRANSFERS_PAGE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest('membership', `admin/transfers?${query}`, { schema: transferPageSchema });
}

/** Both directions share this prefix, so that a decision refreshes them together. */
export const transfersQueryPrefix = ['membership', 'admin-transfers'] as const;

export function transfersQueryOptions(direction: TransferDirection) {
  return infiniteQueryOptions({
    queryKey: [...transfersQueryPrefix, direction] as const,
    queryFn: ({ pageParam }) => fetchTransfers(direction, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useTransfers(direction: TransferDirection) {
  return useInfiniteQuery(transfersQueryOptions(direction));
}
