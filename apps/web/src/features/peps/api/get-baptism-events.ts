import { churchEventCalls, type ChurchEventPage } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api.ts';
import { churchEventKeys } from '../../../lib/query-keys.ts';

/** `GET events?localeId&hasBaptism=true`: the locale's events a PEP can be scheduled for, soonest first. */
export function fetchBaptismEvents(localeId: string): Promise<ChurchEventPage> {
  return callApi(churchEventCalls.list, { query: { localeId, hasBaptism: 'true', limit: 50 } });
}

export function baptismEventsQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: churchEventKeys.list({ localeId, hasBaptism: true }),
    queryFn: () => fetchBaptismEvents(localeId),
    retry: false,
  });
}

export function useBaptismEvents(localeId: string | null) {
  return useQuery({ ...baptismEventsQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
