import { pepCalls, type FollowUp } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** `GET peps/{id}/follow-ups`: the PEP's follow-ups, by due date. */
export function fetchFollowUps(pepId: string): Promise<{ items: FollowUp[] }> {
  return callApi(pepCalls.followUps, { params: { id: pepId } });
}

export function followUpsQueryOptions(pepId: string) {
  return queryOptions({
    queryKey: pepKeys.followUps(pepId),
    queryFn: () => fetchFollowUps(pepId),
    retry: false,
  });
}

export function useFollowUps(pepId: string) {
  return useQuery(followUpsQueryOptions(pepId));
}
