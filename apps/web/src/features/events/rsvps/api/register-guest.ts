import { rsvpCalls, type OnBehalfRsvp, type RegisteredGuestRsvp } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { churchEventKeys, pepKeys, rsvpKeys } from '../../../../lib/query-keys.ts';

/**
 * `POST events/{id}/rsvps/on-behalf`: a flock leader registers a guest a member of their flock invited. The answer
 * carries no code: the guest confirms through the link the server sends them.
 */
export function postRsvpOnBehalf(eventId: string, body: OnBehalfRsvp): Promise<RegisteredGuestRsvp> {
  return callApi(rsvpCalls.onBehalf, { params: { id: eventId }, body });
}

export function useRegisterGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: OnBehalfRsvp }) =>
      postRsvpOnBehalf(eventId, body),
    onSuccess: (_answer, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
        queryClient.invalidateQueries({ queryKey: churchEventKeys.summary(eventId) }),
        queryClient.invalidateQueries({ queryKey: pepKeys.all }),
      ]),
  });
}
