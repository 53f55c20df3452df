import { batchCalls, type BatchUpdate, type NewBatchInput } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `POST batches` (a new batch) or `PUT batches/{id}` (an open one, replaced whole). */
export function saveBatch(input: { id: string | null; body: NewBatchInput }) {
  if (input.id === null) return callApi(batchCalls.create, { body: input.body });
  const { localeId: _localeId, ...update } = input.body;
  return callApi(batchCalls.update, { params: { id: input.id }, body: update as BatchUpdate });
}

export function useSaveBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBatch,
    onSuccess: (batch) => {
      queryClient.setQueryData(givingKeys.batch(batch.id), batch);
      void queryClient.invalidateQueries({ queryKey: givingKeys.batches() });
    },
  });
}
