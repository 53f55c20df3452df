import { fundCalls, type FundPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `PATCH funds/{id}`: rename, describe, order, archive or restore. */
export function updateFund(input: { id: string; patch: FundPatch }) {
  return callApi(fundCalls.update, { params: { id: input.id }, body: input.patch });
}

export function useUpdateFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFund,
    // A fund's name shows in gifts, batches and summaries: every giving screen asks again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: givingKeys.all }),
  });
}
