import { recordBoardCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { categoryKeys, recordBoardKeys } from '../../../../lib/query-keys.ts';

/** `DELETE record-board/{id}`: the entry and its files. */
export function deleteEntry(id: string): Promise<{ ok: true }> {
  return callApi(recordBoardCalls.remove, { params: { id } });
}

export function useRemoveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: async (_done, id) => {
      queryClient.removeQueries({ queryKey: recordBoardKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recordBoardKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]);
    },
  });
}
