import { churchEventCalls, type ChurchEvent, type NewChurchEvent } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { churchEventKeys } from '../../../../lib/query-keys.ts';

/** `POST events`: an event at one locale. */
export function postEvent(body: NewChurchEvent): Promise<ChurchEvent> {
  return callApi(churchEventCalls.create, { body });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: churchEventKeys.all }),
  });
}
