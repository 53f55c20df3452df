import { awardCalls, type ComputeAwards, type ComputedAwards } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { awardKeys } from '../../../../lib/query-keys.ts';

/** `POST awards/compute`: an admin computes a period's awards again. */
export function postComputeAwards(body: ComputeAwards): Promise<ComputedAwards> {
  return callApi(awardCalls.compute, { body });
}

export function useComputeAwards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComputeAwards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: awardKeys.all }),
  });
}
