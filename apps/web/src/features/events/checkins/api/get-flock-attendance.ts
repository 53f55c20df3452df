import { checkInCalls, type FlockAttendance } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { checkInKeys } from '../../../../lib/query-keys.ts';

/** `GET gatherings/{id}/flock-attendance?flockId`: the flock's members, each present or not. */
export function fetchFlockAttendance(gatheringId: string, flockId: string): Promise<FlockAttendance> {
  return callApi(checkInCalls.flockAttendance, { params: { id: gatheringId }, query: { flockId } });
}

export function flockAttendanceQueryOptions(gatheringId: string, flockId: string) {
  return queryOptions({
    queryKey: checkInKeys.ofFlock(gatheringId, flockId),
    queryFn: () => fetchFlockAttendance(gatheringId, flockId),
    retry: false,
    // The leader's ticks are the page's state: a refetch on focus must not reset them mid-way.
    refetchOnWindowFocus: false,
  });
}

export function useFlockAttendance(gatheringId: string | null, flockId: string | null) {
  return useQuery({
    ...flockAttendanceQueryOptions(gatheringId ?? '', flockId ?? ''),
    enabled: Boolean(gatheringId && flockId),
  });
}
