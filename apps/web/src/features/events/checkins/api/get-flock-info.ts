import { flocksCalls, type FlockInfo } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { flockKeys } from '../../../../lib/query-keys.ts';

/** `GET config/flock/info/{id}`: one flock with its locale (the leader's flock: whose gatherings to offer). */
export function fetchFlockInfo(flockId: string): Promise<FlockInfo> {
  return callApi(flocksCalls.info, { params: { id: flockId } });
}

export function flockInfoQueryOptions(flockId: string) {
  return queryOptions({
    queryKey: flockKeys.info(flockId),
    queryFn: () => fetchFlockInfo(flockId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useFlockInfo(flockId: string | null) {
  return useQuery({ ...flockInfoQueryOptions(flockId ?? ''), enabled: Boolean(flockId) });
}
