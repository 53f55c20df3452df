import { rsvpCalls, type Arrival } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { churchEventKeys, rsvpKeys } from '../../../../../lib/query-keys.ts';

/** `POST events/{id}/arrivals { code }`: the guest of a scanned (or typed) RSVP code is admitted, once. */
export function postArrival(eventId: string, code: string): Promise<Arrival> {
  return callApi(rsvpCalls.arrive, { params: { id: eventId }, body: { code } });
}

export function useAdmitGuest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => postArrival(eventId, code),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: churchEventKeys.summary(eventId) }),
        queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
      ]),
  });
}
