import {
  recordBoardCalls,
  type NewRecordEntry,
  type RecordEntry,
  type RecordEntryPatch,
} from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { categoryKeys, recordBoardKeys } from '../../../../lib/query-keys.ts';

/** `POST record-board` (a new entry) or `PATCH record-board/{id}` (a change). */
export function saveEntry(
  input: { id: null; body: NewRecordEntry } | { id: string; body: RecordEntryPatch },
): Promise<RecordEntry> {
  return input.id === null
    ? callApi(recordBoardCalls.create, { body: input.body })
    : callApi(recordBoardCalls.update, { params: { id: input.id }, body: input.body });
}

export function useSaveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    onSuccess: async (entry) => {
      queryClient.setQueryData(recordBoardKeys.detail(entry.id), entry);
      // The lists and the categories' entry counts.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recordBoardKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]);
    },
  });
}
