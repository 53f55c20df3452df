import { localesCalls, type Locale } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { localeKeys } from '../../query-keys.ts';

/** `GET config locales/{id}`: one locale with its address, time zone and weekly services. */
export function fetchLocale(localeId: string): Promise<Locale> {
  return callApi(localesCalls.one, { params: { locale: localeId } });
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
