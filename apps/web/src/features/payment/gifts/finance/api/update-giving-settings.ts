import { fundCalls, type GivingSettingsInput } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `PUT giving-settings/{localeId}`: online giving, bank details, instructions and the fee. */
export function updateGivingSettings(input: { localeId: string; body: GivingSettingsInput }) {
  return callApi(fundCalls.updateSettings, { params: { localeId: input.localeId }, body: input.body });
}

export function useUpdateGivingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGivingSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(givingKeys.settings(settings.localeId), settings);
      // The give form reads the own locale's settings under `null`.
      void queryClient.invalidateQueries({ queryKey: givingKeys.settings(null) });
    },
  });
}
