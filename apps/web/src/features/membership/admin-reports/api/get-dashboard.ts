import { adminReportCalls, type dashboardSchema } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/call-api.ts';
import { dashboardKeys } from '../../../../lib/query-keys.ts';

export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET admin/dashboard`: counts over the admin's scope, or one locale of it. */
export function fetchDashboard(localeId: string | null): Promise<Dashboard> {
  return callApi(adminReportCalls.dashboard, { query: { localeId: localeId ?? undefined } });
}

export function dashboardQueryOptions(localeId: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.detail(localeId),
    queryFn: () => fetchDashboard(localeId),
    retry: false,
  });
}

export function useDashboard(localeId: string | null) {
  return useQuery(dashboardQueryOptions(localeId));
}
