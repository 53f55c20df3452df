import { pepCalls, type BaptismMonitoring } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** Which baptism to follow: an event's, or a batch's (by its name). */
export type MonitoringQuery = { eventId: string } | { batchName: string };

/** `GET baptisms/monitoring?eventId | batchName`: the counts, every scheduled PEP, the forms still missing. */
export function fetchBaptismMonitoring(query: MonitoringQuery): Promise<BaptismMonitoring> {
  return callApi(pepCalls.baptismMonitoring, { query });
}

export function baptismMonitoringQueryOptions(query: MonitoringQuery) {
  return queryOptions({
    queryKey: pepKeys.baptismMonitoring(query),
    queryFn: () => fetchBaptismMonitoring(query),
    retry: false,
  });
}

export function useBaptismMonitoring(query: MonitoringQuery | null) {
  return useQuery({
    ...baptismMonitoringQueryOptions(query ?? { eventId: '' }),
    enabled: query !== null,
  });
}
