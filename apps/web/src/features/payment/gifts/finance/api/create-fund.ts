import { fundCalls, type NewFundInput } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `POST funds`: a new fund of the locale. */
export function createFund(body: NewFundInput) {
  return callApi(fundCalls.create, { body });
}

export function useCreateFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFund,
    // Funds show in the give form, the filters and the summaries: every giving screen asks again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: givingKeys.all }),
  });
}
