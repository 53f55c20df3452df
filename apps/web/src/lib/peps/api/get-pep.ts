import { pepCalls, type PepDetail } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { pepKeys } from '../../query-keys.ts';

/** `GET peps/{id}`: a PEP with its stage history (its page, and the conversion to a member). */
export function fetchPep(pepId: string): Promise<PepDetail> {
  return callApi(pepCalls.get, { params: { id: pepId } });
}

export function pepQueryOptions(pepId: string) {
  return queryOptions({ queryKey: pepKeys.detail(pepId), queryFn: () => fetchPep(pepId), retry: false });
}

/** The PEP (nothing asked without an id). */
export function usePep(pepId: string | null) {
  return useQuery({ ...pepQueryOptions(pepId ?? ''), enabled: Boolean(pepId) });
}
