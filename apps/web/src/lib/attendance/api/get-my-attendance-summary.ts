import { attendanceReportCalls, type MyAttendanceSummary } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { attendanceKeys } from '../../query-keys.ts';

/** `GET attendance/me`: the signed-in member's streak, last twelve weeks and totals (Attendance tab, home). */
export function fetchMyAttendanceSummary(): Promise<MyAttendanceSummary> {
  return callApi(attendanceReportCalls.mine);
}

export function myAttendanceSummaryQueryOptions() {
  return queryOptions({
    queryKey: attendanceKeys.mine(),
    queryFn: fetchMyAttendanceSummary,
    retry: false,
  });
}

export function useMyAttendanceSummary() {
  return useQuery(myAttendanceSummaryQueryOptions());
}
