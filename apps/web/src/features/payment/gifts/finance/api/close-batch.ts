import { batchCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `POST batches/{id}/close`: a balanced batch's lines become gifts. */
export function closeBatch(id: string) {
  return callApi(batchCalls.close, { params: { id }, body: {} });
}

export function useCloseBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeBatch,
    onSuccess: (batch) => {
      queryClient.setQueryData(givingKeys.batch(batch.id), batch);
      // The lines became gifts: the batches, the gift lists and the summaries change.
      void queryClient.invalidateQueries({ queryKey: givingKeys.batches() });
      void queryClient.invalidateQueries({ queryKey: givingKeys.gifts() });
    },
  });
}
