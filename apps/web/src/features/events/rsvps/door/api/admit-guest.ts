import { rsvpCalls, type Arrival } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { churchEventKeys, rsvpKeys } from '../../../../../lib/query-keys.ts';

/**
 * `POST events/{id}/arrivals { code, admitOutsideWindow? }`: the guest of a scanned (or typed) RSVP code is admitted,
 * once; outside the door's window only when the usher, told so, admits them anyway.
 */
export function postArrival(eventId: string, code: string, admitOutsideWindow = false): Promise<Arrival> {
  return callApi(rsvpCalls.arrive, {
    params: { id: eventId },
    body: admitOutsideWindow ? { code, admitOutsideWindow } : { code },
  });
}

export function useAdmitGuest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, admitOutsideWindow }: { code: string; admitOutsideWindow?: boolean }) =>
      postArrival(eventId, code, admitOutsideWindow),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: churchEventKeys.summary(eventId) }),
        queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
      ]),
  });
}
