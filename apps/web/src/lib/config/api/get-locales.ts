import { localesCalls, type Locale } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { localeKeys } from '../../query-keys.ts';
import { storage } from '../../storage/index.ts';

/** `GET config locales/all` with the configuration token. */
export function fetchLocales(): Promise<Locale[]> {
  return callApi(localesCalls.all);
}

/** All locales: from storage (`locales`) when present, otherwise fetched once and stored. */
export async function loadLocales(): Promise<Locale[]> {
  const cached = storage.get('locales');
  if (cached) return cached;
  const locales = await fetchLocales();
  storage.set('locales', locales);
  return locales;
}

export function localesQueryOptions() {
  return queryOptions({
    queryKey: localeKeys.lists(),
    queryFn: loadLocales,
    staleTime: Infinity,
  });
}

export function useLocales() {
  return useQuery(localesQueryOptions());
}
