import { giftCalls } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `GET gifts/summary?localeId&year`: the locale's giving by month and fund (the chart and its table). */
export function giftSummaryQueryOptions(localeId: string, year: number) {
  return queryOptions({
    queryKey: givingKeys.summary(localeId, year),
    queryFn: ({ signal }) => callApi(giftCalls.summary, { query: { localeId, year }, signal }),
    retry: false,
  });
}

export function useGiftSummary(localeId: string, year: number) {
  return useQuery(giftSummaryQueryOptions(localeId, year));
}
