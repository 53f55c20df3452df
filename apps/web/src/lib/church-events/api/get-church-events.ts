import { churchEventCalls, type ChurchEvent } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { churchEventKeys } from '../../query-keys.ts';

/** What a list of a locale's events asks for: only those with a baptism, and a period (ISO instants). */
export interface ChurchEventFilter {
  hasBaptism?: boolean;
  from?: string;
  to?: string;
}

/**
 * `GET events?localeId&hasBaptism&from&to`: a locale's events, soonest first (the first hundred; a locale holds
 * far fewer baptisms in the default period, a month back to a year ahead).
 */
export async function fetchChurchEvents(localeId: string, filter: ChurchEventFilter): Promise<ChurchEvent[]> {
  const page = await callApi(churchEventCalls.list, {
    query: {
      localeId,
      hasBaptism: filter.hasBaptism === undefined ? undefined : filter.hasBaptism ? 'true' : 'false',
      from: filter.from,
      to: filter.to,
      limit: 100,
    },
  });
  return page.items;
}

export function churchEventsQueryOptions(localeId: string, filter: ChurchEventFilter) {
  return queryOptions({
    queryKey: churchEventKeys.list({ localeId, ...filter }),
    queryFn: () => fetchChurchEvents(localeId, filter),
    retry: false,
  });
}

/** A locale's events (nothing asked until a locale is chosen). */
export function useChurchEvents(localeId: string | null, filter: ChurchEventFilter = {}) {
  return useQuery({ ...churchEventsQueryOptions(localeId ?? '', filter), enabled: Boolean(localeId) });
}
