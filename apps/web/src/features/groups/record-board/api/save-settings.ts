import {
  recordBoardCalls,
  type RecordBoardSettings,
  type RecordBoardSettingsBody,
} from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { recordBoardKeys } from '../../../../lib/query-keys.ts';

/** `PUT record-board/settings`: who may post on the locale's board (its admins). */
export function putBoardSettings(body: RecordBoardSettingsBody): Promise<RecordBoardSettings> {
  return callApi(recordBoardCalls.saveSettings, { body });
}

export function useSaveBoardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putBoardSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(recordBoardKeys.settings(settings.localeId), settings);
      // Whether each entry may be edited depends on who may post.
      await queryClient.invalidateQueries({ queryKey: recordBoardKeys.all });
    },
  });
}
