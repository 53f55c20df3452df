import { fundCalls, type FundList } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/**
 * `GET funds?localeId&includeArchived`: a locale's funds with its currency; `localeId` null is the caller's own
 * locale. Archived funds only with `includeArchived` (and only for those who manage them).
 */
export function fetchFunds(localeId: string | null, includeArchived = false): Promise<FundList> {
  return callApi(fundCalls.list, {
    query: {
      ...(localeId ? { localeId } : {}),
      ...(includeArchived ? { includeArchived: 'true' as const } : {}),
    },
  });
}

export const fundsQueryOptions = (localeId: string | null, includeArchived = false) =>
  queryOptions({
    queryKey: givingKeys.funds(localeId, includeArchived),
    queryFn: () => fetchFunds(localeId, includeArchived),
    retry: false,
  });

export function useFunds(localeId: string | null, includeArchived = false) {
  return useQuery(fundsQueryOptions(localeId, includeArchived));
}
