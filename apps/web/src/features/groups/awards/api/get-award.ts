import { awardCalls, type AwardDetail } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { awardKeys } from '../../../../lib/query-keys.ts';

/** `GET awards/{id}`: one award with its locale's name (the certificate). */
export function fetchAward(id: string): Promise<AwardDetail> {
  return callApi(awardCalls.get, { params: { id } });
}

export function awardQueryOptions(id: string) {
  return queryOptions({ queryKey: awardKeys.detail(id), queryFn: () => fetchAward(id), retry: false });
}

export function useAward(id: string | null) {
  return useQuery({ ...awardQueryOptions(id ?? ''), enabled: Boolean(id) });
}
