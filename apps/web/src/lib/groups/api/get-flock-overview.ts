import { flockCareCalls, type FlockOverview } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { flockCareKeys } from '../../query-keys.ts';

/**
 * `GET groups/flocks/:id/overview`: this week of the flock (the server's today in the locale's zone), for the
 * flock page and a leader's card on home.
 */
export function fetchFlockOverview(flockId: string): Promise<FlockOverview> {
  return callApi(flockCareCalls.overview, { params: { id: flockId }, query: {} });
}

export const flockOverviewQueryOptions = (flockId: string) =>
  queryOptions({
    queryKey: flockCareKeys.overview(flockId),
    queryFn: () => fetchFlockOverview(flockId),
    retry: false,
  });

export function useFlockOverview(flockId: string) {
  return useQuery(flockOverviewQueryOptions(flockId));
}
