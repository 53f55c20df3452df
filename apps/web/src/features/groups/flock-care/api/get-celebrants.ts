import { flockCareCalls, type Celebrant, type CelebrantPeriod } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { flockCareKeys } from '../../../../lib/query-keys.ts';

/** `GET groups/flocks/:id/celebrants?period`: birthdays and anniversaries this week or month. */
export function fetchCelebrants(flockId: string, period: CelebrantPeriod): Promise<Celebrant[]> {
  return callApi(flockCareCalls.celebrants, { params: { id: flockId }, query: { period } });
}

export const celebrantsQueryOptions = (flockId: string, period: CelebrantPeriod) =>
  queryOptions({
    queryKey: flockCareKeys.celebrants(flockId, period),
    queryFn: () => fetchCelebrants(flockId, period),
    retry: false,
  });

export function useCelebrants(flockId: string, period: CelebrantPeriod) {
  return useQuery(celebrantsQueryOptions(flockId, period));
}
