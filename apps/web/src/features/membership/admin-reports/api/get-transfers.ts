import { transferCalls, type transferPageSchema } from '@congregate/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/call-api.ts';
import { transferKeys } from '../../../../lib/query-keys.ts';

export type TransferPage = z.infer<typeof transferPageSchema>;
export type TransferDirection = 'in' | 'out';

const TRANSFERS_PAGE = 10;

/** `GET admin/transfers`: transfers into or out of the admin's locales, newest first. */
export function fetchTransfers(direction: TransferDirection, cursor: string | null): Promise<TransferPage> {
  return callApi(transferCalls.list, {
    query: { direction, limit: TRANSFERS_PAGE, cursor: cursor ?? undefined },
  });
}

export function transfersQueryOptions(direction: TransferDirection) {
  return infiniteQueryOptions({
    queryKey: transferKeys.list(direction),
    queryFn: ({ pageParam }) => fetchTransfers(direction, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useTransfers(direction: TransferDirection) {
  return useInfiniteQuery(transfersQueryOptions(direction));
}
