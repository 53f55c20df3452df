import { rsvpCalls, type GuestRsvp, type GuestRsvpView } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { churchEventKeys, guestRsvpKeys } from '../../../../../lib/query-keys.ts';

/** `POST rsvps/by-code/confirm` (public): the guest confirms an RSVP a flock leader made for them. */
export function confirmRsvp(code: string): Promise<GuestRsvp> {
  return callApi(rsvpCalls.confirmByCode, { body: { code } });
}

/** `POST rsvps/by-code/cancel` (public): the guest cancels their RSVP. */
export function cancelRsvp(code: string): Promise<GuestRsvp> {
  return callApi(rsvpCalls.cancelByCode, { body: { code } });
}

/**
 * Confirm or cancel through the guest's link. The answer is their RSVP as it now is: it replaces the one the
 * page shows (under its code, which may be new), and the event's seats are asked again.
 */
export function useChangeRsvp(code: string, eventId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (rsvp: GuestRsvp) => {
    const view = queryClient.getQueryData<GuestRsvpView>(guestRsvpKeys.byCode(code));
    if (view) {
      queryClient.setQueryData(guestRsvpKeys.byCode(code), { ...view, rsvp });
      queryClient.setQueryData(guestRsvpKeys.byCode(rsvp.code), { ...view, rsvp });
    }
    return queryClient.invalidateQueries({ queryKey: churchEventKeys.public(eventId) });
  };
  return {
    confirm: useMutation({ mutationFn: () => confirmRsvp(code), onSuccess }),
    cancel: useMutation({ mutationFn: () => cancelRsvp(code), onSuccess }),
  };
}
