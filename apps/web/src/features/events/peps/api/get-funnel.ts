import { pepCalls, type PepFunnel } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** `GET peps/funnel?localeId`: the last twelve months' PEPs by the stage they are at now. */
export function fetchFunnel(localeId: string): Promise<PepFunnel> {
  return callApi(pepCalls.funnel, { query: { localeId } });
}

export function funnelQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: pepKeys.funnel({ localeId }),
    queryFn: () => fetchFunnel(localeId),
    retry: false,
  });
}

export function useFunnel(localeId: string | null, enabled = true) {
  return useQuery({ ...funnelQueryOptions(localeId ?? ''), enabled: Boolean(localeId) && enabled });
}
