import { rsvpCalls, type EventSummary } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { churchEventKeys } from '../../query-keys.ts';

/** `GET events/{id}/summary`: an event's RSVP figures, by soul winner and flock, the latest arrivals (admins). */
export function fetchEventSummary(eventId: string): Promise<EventSummary> {
  return callApi(rsvpCalls.summary, { params: { id: eventId } });
}

export function eventSummaryQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: churchEventKeys.summary(eventId),
    queryFn: () => fetchEventSummary(eventId),
    retry: false,
  });
}

/**
 * An event's figures; `refreshMs` asks again that often while the page is open (the minister's screen, the
 * usher's count), also in a background tab (a projector's screen does not have the focus).
 */
export function useEventSummary(
  eventId: string | null,
  options: { refreshMs?: number; enabled?: boolean } = {},
) {
  return useQuery({
    ...eventSummaryQueryOptions(eventId ?? ''),
    enabled: Boolean(eventId) && (options.enabled ?? true),
    refetchInterval: options.refreshMs ?? false,
    refetchIntervalInBackground: Boolean(options.refreshMs),
  });
}
