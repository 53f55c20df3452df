import { churchEventCalls, type UpcomingEvents } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { churchEventKeys } from '../../query-keys.ts';

/** `GET events/upcoming?memberId` (no session): the member (display name) and their locale's events ahead. */
export function fetchUpcomingEvents(memberId: string): Promise<UpcomingEvents> {
  return callApi(churchEventCalls.upcoming, { query: { memberId } });
}

export function upcomingEventsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: churchEventKeys.upcoming(memberId),
    queryFn: () => fetchUpcomingEvents(memberId),
    staleTime: 60_000,
    retry: false,
  });
}

/** A member's upcoming events (nothing asked without a member id). */
export function useUpcomingEvents(memberId: string | null | undefined) {
  return useQuery({ ...upcomingEventsQueryOptions(memberId ?? ''), enabled: Boolean(memberId) });
}
