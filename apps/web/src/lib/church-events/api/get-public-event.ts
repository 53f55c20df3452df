import { churchEventCalls, type PublicEvent } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { churchEventKeys } from '../../query-keys.ts';

/** `GET events/{id}/public` (no session): what a guest may see of an event. */
export function fetchPublicEvent(eventId: string): Promise<PublicEvent> {
  return callApi(churchEventCalls.public, { params: { id: eventId } });
}

export function publicEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: churchEventKeys.public(eventId),
    queryFn: () => fetchPublicEvent(eventId),
    staleTime: 60_000,
    retry: false,
  });
}

export function usePublicEvent(eventId: string) {
  return useQuery(publicEventQueryOptions(eventId));
}
