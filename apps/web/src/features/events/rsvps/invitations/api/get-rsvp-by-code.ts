import { rsvpCalls, type GuestRsvpView } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { guestRsvpKeys } from '../../../../../lib/query-keys.ts';

/** `GET rsvps/by-code?code` (public): the guest's own RSVP and its event, from the code of their link. */
export function fetchRsvpByCode(code: string): Promise<GuestRsvpView> {
  return callApi(rsvpCalls.byCode, { query: { code } });
}

export function rsvpByCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: guestRsvpKeys.byCode(code),
    queryFn: () => fetchRsvpByCode(code),
    // Just made or changed here, the RSVP is not asked again at once.
    staleTime: 30_000,
    retry: false,
  });
}

export function useRsvpByCode(code: string | null) {
  return useQuery({ ...rsvpByCodeQueryOptions(code ?? ''), enabled: Boolean(code) });
}
