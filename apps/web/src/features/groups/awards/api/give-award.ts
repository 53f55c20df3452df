import { awardCalls, type Award, type NewAward } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { awardKeys } from '../../../../lib/query-keys.ts';

/** `POST awards`: an admin gives an award by hand. */
export function postAward(body: NewAward): Promise<Award> {
  return callApi(awardCalls.give, { body });
}

export function useGiveAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAward,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: awardKeys.lists() }),
  });
}
