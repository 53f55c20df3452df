import { rsvpCalls, type Rsvp, type RsvpPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { churchEventKeys, pepKeys, rsvpKeys } from '../../../../lib/query-keys.ts';

/** `PATCH events/{id}/rsvps/{rsvpId}`: correct an RSVP or change its status (cancel included). */
export function patchRsvp(eventId: string, rsvpId: string, body: RsvpPatch): Promise<Rsvp> {
  return callApi(rsvpCalls.update, { params: { id: eventId, rsvpId }, body });
}

export function useUpdateRsvp(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rsvpId, body }: { rsvpId: string; body: RsvpPatch }) => patchRsvp(eventId, rsvpId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
        queryClient.invalidateQueries({ queryKey: churchEventKeys.summary(eventId) }),
        queryClient.invalidateQueries({ queryKey: pepKeys.all }),
      ]),
  });
}
