import { dashboardSchema } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';

export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET admin/dashboard`: counts over the admin's scope, or one locale of it. */
export function fetchDashboard(localeId: string | null): Promise<Dashboard> {
  const query = localeId ? `?${new URLSearchParams({ localeId })}` : '';
  return apiRequest('membership', `admin/dashboard${query}`, { schema: dashboardSchema });
}

/** Every locale's dashboard starts with this key (refreshed after a decision). */
export const dashboardQueryPrefix = ['membership', 'admin-dashboard'] as const;
export const dashboardQueryKey = (localeId: string | null) => [...dashboardQueryPrefix, localeId] as const;

export function dashboardQueryOptions(localeId: string | null) {
  return queryOptions({
    queryKey: dashboardQueryKey(localeId),
    queryFn: () => fetchDashboard(localeId),
    retry: false,
  });
}

export function useDashboard(localeId: string | null) {
  return useQuery(dashboardQueryOptions(localeId));
}
