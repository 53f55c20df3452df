import { churchEventCalls, type ChurchEvent, type NewDistrictEvent } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { churchEventKeys } from '../../../../lib/query-keys.ts';

/** `POST events/district`: one event for locales of a district, a copy per locale. */
export async function postDistrictEvent(body: NewDistrictEvent): Promise<ChurchEvent[]> {
  return (await callApi(churchEventCalls.createForDistrict, { body })).items;
}

export function useCreateDistrictEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDistrictEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: churchEventKeys.all }),
  });
}
