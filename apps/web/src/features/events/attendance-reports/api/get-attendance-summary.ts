import { attendanceReportCalls, type AttendanceSummary, type ReportScope } from '@congregate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { attendanceKeys } from '../../../../lib/query-keys.ts';
import type { ReportRange } from '../lib/report-range.ts';

/** What a summary is about: a district, locale, cluster (its locale's id and its name) or flock. */
export interface SummaryTarget {
  scope: ReportScope;
  id: string;
  cluster?: string;
}

/** `GET attendance/summary?scope&id&cluster&period&from&to`: one level down, per period. */
export function fetchAttendanceSummary(
  target: SummaryTarget,
  range: ReportRange,
): Promise<AttendanceSummary> {
  return callApi(attendanceReportCalls.summary, {
    query: {
      scope: target.scope,
      id: target.id,
      ...(target.scope === 'cluster' ? { cluster: target.cluster } : {}),
      ...range,
    },
  });
}

export function attendanceSummaryQueryOptions(target: SummaryTarget, range: ReportRange) {
  return queryOptions({
    queryKey: attendanceKeys.summary({ ...target, ...range }),
    queryFn: () => fetchAttendanceSummary(target, range),
    retry: false,
  });
}

export function useAttendanceSummary(target: SummaryTarget | null, range: ReportRange) {
  return useQuery({
    ...attendanceSummaryQueryOptions(target ?? { scope: 'locale', id: '' }, range),
    enabled: Boolean(target),
    placeholderData: keepPreviousData,
  });
}
