import { rsvpCalls, type NewRsvp, type RsvpReceipt } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { churchEventKeys } from '../../../../../lib/query-keys.ts';

/**
 * `POST events/{id}/rsvps` (public): a guest's own RSVP, sent with the form's token. The answer only says where
 * the guest's link went (`sentTo`): the same whether the RSVP is new or one they had made — no code, no status.
 */
export function postRsvp(eventId: string, body: NewRsvp): Promise<RsvpReceipt> {
  return callApi(rsvpCalls.create, { params: { id: eventId }, body });
}

export function useCreateRsvp(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewRsvp) => postRsvp(eventId, body),
    // Seats were taken (or RSVPs closed meanwhile): the event's state is asked again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: churchEventKeys.public(eventId) }),
  });
}
