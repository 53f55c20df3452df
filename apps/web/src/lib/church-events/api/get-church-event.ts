import { churchEventCalls, type ChurchEvent } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { churchEventKeys } from '../../query-keys.ts';

/** `GET events/{id}`: one event (its locale's members and admins). */
export function fetchChurchEvent(eventId: string): Promise<ChurchEvent> {
  return callApi(churchEventCalls.get, { params: { id: eventId } });
}

export function churchEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: churchEventKeys.detail(eventId),
    queryFn: () => fetchChurchEvent(eventId),
    retry: false,
  });
}

/** One event (nothing asked until an id is known). */
export function useChurchEvent(eventId: string | null) {
  return useQuery({ ...churchEventQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
}
