import { qrLocationCalls, type QrLocation } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { qrLocationKeys } from '../../../../lib/query-keys.ts';

/** `GET qr-locations?localeId`: the locale's QR-location posters. */
export async function fetchQrLocations(localeId: string): Promise<QrLocation[]> {
  return (await callApi(qrLocationCalls.list, { query: { localeId } })).items;
}

export function qrLocationsQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: qrLocationKeys.ofLocale(localeId),
    queryFn: () => fetchQrLocations(localeId),
    retry: false,
  });
}

export function useQrLocations(localeId: string | null) {
  return useQuery({ ...qrLocationsQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
