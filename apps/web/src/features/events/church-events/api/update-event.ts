import { churchEventCalls, type ChurchEvent, type ChurchEventPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { churchEventKeys } from '../../../../lib/query-keys.ts';

/** `PATCH events/{id}`: change an event (`null` clears an optional field). */
export function patchEvent(eventId: string, body: ChurchEventPatch): Promise<ChurchEvent> {
  return callApi(churchEventCalls.update, { params: { id: eventId }, body });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: ChurchEventPatch }) => patchEvent(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: churchEventKeys.all }),
  });
}
