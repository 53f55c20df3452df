import { pepCalls, type BaptismalForm } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** `GET peps/{id}/baptismal-form`: what the printed form shows, with the signed token of its QR. */
export function fetchBaptismalForm(pepId: string): Promise<BaptismalForm> {
  return callApi(pepCalls.baptismalForm, { params: { id: pepId } });
}

export function baptismalFormQueryOptions(pepId: string) {
  return queryOptions({
    queryKey: pepKeys.baptismalForm(pepId),
    queryFn: () => fetchBaptismalForm(pepId),
    retry: false,
  });
}

export function useBaptismalForm(pepId: string) {
  return useQuery(baptismalFormQueryOptions(pepId));
}
