import { attendanceReportCalls, type FlockReport } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { attendanceKeys } from '../../query-keys.ts';

/** Which gathering or week of the flock: by default the week of the locale's latest gathering. */
export interface FlockReportQuery {
  gatheringId?: string;
  week?: string;
}

/**
 * `GET attendance/flocks/{flockId}`: who of the flock came (and who did not) in a week or at a gathering,
 * and the care list (absent the locale's last three gathering weeks). The Attendance tab and the flock's
 * summary both show it.
 */
export function fetchFlockReport(flockId: string, query: FlockReportQuery = {}): Promise<FlockReport> {
  return callApi(attendanceReportCalls.flock, { params: { flockId }, query });
}

export function flockReportQueryOptions(flockId: string, query: FlockReportQuery = {}) {
  return queryOptions({
    queryKey: attendanceKeys.ofFlock(flockId, query),
    queryFn: () => fetchFlockReport(flockId, query),
    retry: false,
  });
}

export function useFlockReport(flockId: string | null, query: FlockReportQuery = {}) {
  return useQuery({ ...flockReportQueryOptions(flockId ?? '', query), enabled: Boolean(flockId) });
}
