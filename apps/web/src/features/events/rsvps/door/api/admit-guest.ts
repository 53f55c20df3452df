import { rsvpCalls } from '@congregate/contracts';
import { useCallMutation } from '../../../../../lib/api/use-call-mutation.ts';
import { churchEventKeys, rsvpKeys } from '../../../../../lib/query-keys.ts';

/** Who is admitted: the RSVP of a scanned (or typed) code, or one an usher who reads the list found by name. */
export type Admission = { code: string } | { rsvpId: string };

/**
 * `POST events/{id}/arrivals { code | rsvpId, admitOutsideWindow? }`: the guest is admitted, once; outside the
 * door's window only when the usher, told so, admits them anyway.
 */
export function useAdmitGuest(eventId: string) {
  return useCallMutation(rsvpCalls.arrive, {
    input: ({ by, admitOutsideWindow }: { by: Admission; admitOutsideWindow?: boolean }) => ({
      params: { id: eventId },
      body: admitOutsideWindow ? { ...by, admitOutsideWindow } : by,
    }),
    invalidates: [churchEventKeys.summary(eventId), rsvpKeys.all],
  });
}
