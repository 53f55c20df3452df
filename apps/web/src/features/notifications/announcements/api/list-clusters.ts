import { groupFlockCalls, type ClusterSummary } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys } from '../../../../lib/query-keys.ts';

/** `GET groups/clusters?localeId`: the locale's clusters (the same answer `admin-groups` reads under this key). */
export function fetchClusters(localeId: string): Promise<ClusterSummary[]> {
  return callApi(groupFlockCalls.clusters, { query: { localeId } });
}

export const clustersQueryOptions = (localeId: string) =>
  queryOptions({
    queryKey: groupKeys.clusters(localeId),
    queryFn: () => fetchClusters(localeId),
    retry: false,
  });

export function useClusters(localeId: string | null) {
  return useQuery({ ...clustersQueryOptions(localeId ?? ''), enabled: localeId !== null });
}
