import {
  localeInformationCalls,
  type LocaleInformation,
  type LocaleSettingsChange,
} from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { gatheringKeys, localeKeys } from '../../../../lib/query-keys.ts';

/** `PATCH locales/{localeId}/information`: an admin over the locale changes when its check-in opens. */
export function updateLocaleSettings(
  localeId: string,
  body: LocaleSettingsChange,
): Promise<LocaleInformation> {
  return callApi(localeInformationCalls.update, { params: { localeId }, body });
}

export function useUpdateLocaleSettings(localeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocaleSettingsChange) => updateLocaleSettings(localeId, body),
    onSuccess: (information) => {
      queryClient.setQueryData(localeKeys.information(localeId), information);
      // Each gathering's `checkInOpensAt` follows the setting.
      return queryClient.invalidateQueries({ queryKey: gatheringKeys.all });
    },
  });
}
