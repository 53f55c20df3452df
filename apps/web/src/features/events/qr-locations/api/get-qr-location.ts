import { qrLocationCalls, type QrLocationPublic } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { qrLocationKeys } from '../../../../lib/query-keys.ts';

/** `GET qr-locations/{id}/public`: the poster's locale, room and the gathering open there now (or the next). */
export function fetchQrLocation(id: string): Promise<QrLocationPublic> {
  return callApi(qrLocationCalls.publicInfo, { params: { id } });
}

export function qrLocationQueryOptions(id: string) {
  return queryOptions({
    queryKey: qrLocationKeys.publicInfo(id),
    queryFn: () => fetchQrLocation(id),
    retry: false,
  });
}

export function useQrLocation(id: string) {
  return useQuery(qrLocationQueryOptions(id));
}
