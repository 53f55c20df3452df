import { adminReportCalls, type AdminWaiting } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { dashboardKeys } from '../../../../lib/query-keys.ts';

/** `GET admin/waiting`: registrations to endorse and transfers waiting, over the admin's whole scope. */
export function fetchAdminWaiting(): Promise<AdminWaiting> {
  return callApi(adminReportCalls.waiting);
}

export function adminWaitingQueryOptions() {
  // Under the dashboard's key: an endorsement or a transfer decided anywhere refreshes it.
  return queryOptions({ queryKey: dashboardKeys.waiting(), queryFn: fetchAdminWaiting, retry: false });
}

export function useAdminWaiting() {
  return useQuery(adminWaitingQueryOptions());
}
