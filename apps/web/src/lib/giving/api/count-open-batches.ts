import { batchCalls } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { givingKeys } from '../../query-keys.ts';

/** Open batches are counted up to this many; past it the answer says "at least". */
export const OPEN_BATCHES_COUNTED = 25;

/** How many batches of envelopes a locale has open (not yet balanced and closed), and whether there are more. */
export interface OpenBatches {
  count: number;
  more: boolean;
}

/** `GET batches?localeId&status=open`: the locale's open batches, counted (finance's card, the admin hub). */
export async function countOpenBatches(localeId: string): Promise<OpenBatches> {
  const page = await callApi(batchCalls.list, {
    query: { localeId, status: 'open', limit: OPEN_BATCHES_COUNTED },
  });
  return { count: page.items.length, more: page.nextCursor !== null };
}

export function openBatchesQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: givingKeys.batchList(localeId, { status: 'open', count: true }),
    queryFn: () => countOpenBatches(localeId),
    retry: false,
  });
}

export function useOpenBatches(localeId: string | null) {
  return useQuery({ ...openBatchesQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
