import { flocksCalls, type FlockConfig } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { flockKeys } from '../../query-keys.ts';

/** `GET config/flock/{locale}`: a locale's flocks and clusters (filters, role grants, endorsement, group-modal). */
export function fetchLocaleFlocks(localeId: string): Promise<FlockConfig> {
  return callApi(flocksCalls.ofLocale, { params: { locale: localeId } });
}

export function localeFlocksQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: flockKeys.ofLocale(localeId),
    queryFn: () => fetchLocaleFlocks(localeId),
    staleTime: 5 * 60_000,
  });
}

export function useLocaleFlocks(localeId: string | null) {
  return useQuery({ ...localeFlocksQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
