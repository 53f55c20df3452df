import { rsvpCalls, type Rsvp, type WalkIn } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { churchEventKeys, pepKeys, rsvpKeys } from '../../../../../lib/query-keys.ts';

/** `POST events/{id}/walk-ins`: a guest without an RSVP, registered and admitted at the door. */
export function postWalkIn(eventId: string, body: WalkIn): Promise<Rsvp> {
  return callApi(rsvpCalls.walkIn, { params: { id: eventId }, body });
}

export function useRegisterWalkIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalkIn) => postWalkIn(eventId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: churchEventKeys.summary(eventId) }),
        queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
        queryClient.invalidateQueries({ queryKey: pepKeys.all }),
      ]),
  });
}
