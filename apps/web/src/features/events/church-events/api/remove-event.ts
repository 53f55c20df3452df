import { churchEventCalls, type churchEventRemovalSchema } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/call-api.ts';
import { churchEventKeys, rsvpKeys } from '../../../../lib/query-keys.ts';

export type EventRemoval = z.infer<typeof churchEventRemovalSchema>;

/** `DELETE events/{id}`: deleted without RSVPs, else cancelled (its guests told). */
export function deleteEvent(eventId: string): Promise<EventRemoval> {
  return callApi(churchEventCalls.remove, { params: { id: eventId } });
}

export function useRemoveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: churchEventKeys.all }),
        queryClient.invalidateQueries({ queryKey: rsvpKeys.all }),
      ]),
  });
}
