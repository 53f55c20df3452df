import { attendanceReportCalls, type LocaleTrend } from '@congregate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { attendanceKeys } from '../../../../lib/query-keys.ts';
import type { ReportRange } from '../lib/report-range.ts';

/** `GET attendance/locales/{localeId}/trend?period&from&to`: totals, by service and by cluster, per period. */
export function fetchLocaleTrend(localeId: string, range: ReportRange): Promise<LocaleTrend> {
  return callApi(attendanceReportCalls.localeTrend, { params: { localeId }, query: range });
}

export function localeTrendQueryOptions(localeId: string, range: ReportRange) {
  return queryOptions({
    queryKey: attendanceKeys.localeTrend(localeId, range),
    queryFn: () => fetchLocaleTrend(localeId, range),
    retry: false,
  });
}

export function useLocaleTrend(localeId: string | null, range: ReportRange) {
  return useQuery({
    ...localeTrendQueryOptions(localeId ?? '', range),
    enabled: Boolean(localeId),
    placeholderData: keepPreviousData,
  });
}
