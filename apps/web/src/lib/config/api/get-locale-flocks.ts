import { flockConfigSchema, type FlockConfig } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/index.ts';
import { flockKeys } from '../../query-keys.ts';

/** `GET config/flock/{locale}`: a locale's flocks and clusters (filters, role grants, endorsement, group-modal). */
export function fetchLocaleFlocks(localeId: string): Promise<FlockConfig> {
  return apiRequest('membership', `config/flock/${encodeURIComponent(localeId)}`, { schema: flockConfigSchema });
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
