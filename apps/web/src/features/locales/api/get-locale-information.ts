import { localeInformationSchema, type LocaleInformation } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `GET locales/{localeId}/information`: address, services, flock count and officers (names and roles). */
export function fetchLocaleInformation(localeId: string): Promise<LocaleInformation> {
  return apiRequest('membership', `locales/${encodeURIComponent(localeId)}/information`, {
    schema: localeInformationSchema,
  });
}

export function localeInformationQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: ['membership', 'locale-information', localeId] as const,
    queryFn: () => fetchLocaleInformation(localeId),
    staleTime: 5 * 60_000,
    // A 404 (unknown locale) will not change by asking again.
    retry: false,
  });
}

export function useLocaleInformation(localeId: string | null) {
  return useQuery({ ...localeInformationQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
