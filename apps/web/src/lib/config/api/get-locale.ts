import { localeSchema, type Locale } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/index.ts';
import { localeKeys } from '../../query-keys.ts';

/** `GET config locales/{id}`: one locale with its address, time zone and weekly services. */
export function fetchLocale(localeId: string): Promise<Locale> {
  return apiRequest('config', `locales/${encodeURIComponent(localeId)}`, {
    schema: localeSchema,
    auth: 'config',
  });
}

export function localeQueryOptions(localeId: string | null | undefined) {
  return queryOptions({
    queryKey: localeKeys.detail(localeId ?? null),
    queryFn: () => fetchLocale(localeId!),
    enabled: Boolean(localeId),
    staleTime: 10 * 60_000,
  });
}

export function useLocale(localeId: string | null | undefined) {
  return useQuery(localeQueryOptions(localeId));
}
