import { rsvpCalls, type RsvpPage, type RsvpStatus } from '@congregate/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { rsvpKeys } from '../../../../lib/query-keys.ts';

/** RSVPs per page of the list. */
export const RSVP_PAGE = 50;

/** The filters of an event's RSVP list, as sent in `GET events/{id}/rsvps`. */
export interface RsvpFilters {
  status?: RsvpStatus;
  q?: string;
}

/** `GET events/{id}/rsvps?status&q&cursor&limit`: one page of an event's RSVPs, newest first. */
export function fetchRsvps(eventId: string, filters: RsvpFilters, cursor: string | null): Promise<RsvpPage> {
  return callApi(rsvpCalls.list, {
    params: { id: eventId },
    query: { ...filters, limit: RSVP_PAGE, cursor: cursor ?? undefined },
  });
}

export function rsvpsQueryOptions(eventId: string, filters: RsvpFilters) {
  return infiniteQueryOptions({
    queryKey: rsvpKeys.list(eventId, filters),
    queryFn: ({ pageParam }) => fetchRsvps(eventId, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useRsvps(eventId: string | null, filters: RsvpFilters) {
  return useInfiniteQuery({
    ...rsvpsQueryOptions(eventId ?? '', filters),
    enabled: Boolean(eventId),
    placeholderData: keepPreviousData,
  });
}
