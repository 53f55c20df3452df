import { gatheringCalls, type Gathering, type NewGathering } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { gatheringKeys } from '../../../../lib/query-keys.ts';

/** `POST gatherings`: an ad-hoc gathering (answers it with its id). */
export function postGathering(body: NewGathering): Promise<Gathering> {
  return callApi(gatheringCalls.create, { body });
}

export function useCreateGathering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGathering,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatheringKeys.all }),
  });
}
