import { fundCalls, type GivingSettings } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/** `GET giving-settings?localeId`: how members give at a locale (null: the caller's own). */
export function fetchGivingSettings(localeId: string | null): Promise<GivingSettings> {
  return callApi(fundCalls.settings, { query: localeId ? { localeId } : {} });
}

export const givingSettingsQueryOptions = (localeId: string | null) =>
  queryOptions({
    queryKey: givingKeys.settings(localeId),
    queryFn: () => fetchGivingSettings(localeId),
    retry: false,
  });

export function useGivingSettings(localeId: string | null) {
  return useQuery(givingSettingsQueryOptions(localeId));
}
