import { pepCalls, type PepDetail } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api.ts';
import { pepKeys } from '../../../lib/query-keys.ts';

/** `GET peps/{id}`: the PEP to convert, with its stage history. */
export function fetchPep(pepId: string): Promise<PepDetail> {
  return callApi(pepCalls.get, { params: { id: pepId } });
}

export function pepQueryOptions(pepId: string) {
  return queryOptions({ queryKey: pepKeys.detail(pepId), queryFn: () => fetchPep(pepId), retry: false });
}

export function usePep(pepId: string | null) {
  return useQuery({ ...pepQueryOptions(pepId ?? ''), enabled: Boolean(pepId) });
}
