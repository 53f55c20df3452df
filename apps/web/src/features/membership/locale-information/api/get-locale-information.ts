import { localeInformationCalls, type LocaleInformation } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { localeKeys } from '../../../../lib/query-keys.ts';

/** `GET locales/{localeId}/information`: address, services, flock count and officers (names and roles). */
export function fetchLocaleInformation(localeId: string): Promise<LocaleInformation> {
  return callApi(localeInformationCalls.information, { params: { localeId } });
}

export function localeInformationQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: localeKeys.information(localeId),
    queryFn: () => fetchLocaleInformation(localeId),
    staleTime: 5 * 60_000,
    // A 404 (unknown locale) will not change by asking again.
    retry: false,
  });
}

export function useLocaleInformation(localeId: string | null) {
  return useQuery({ ...localeInformationQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
