import { kioskCalls, type Kiosk } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { kioskKeys } from '../../query-keys.ts';

/** `GET kiosks?localeId`: the locale's kiosk devices, revoked ones left out (attendance records, home). */
export async function fetchKiosks(localeId: string): Promise<Kiosk[]> {
  return (await callApi(kioskCalls.list, { query: { localeId } })).items;
}

export function kiosksQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: kioskKeys.ofLocale(localeId),
    queryFn: () => fetchKiosks(localeId),
    retry: false,
  });
}

export function useKiosks(localeId: string) {
  return useQuery(kiosksQueryOptions(localeId));
}
