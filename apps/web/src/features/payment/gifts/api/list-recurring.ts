import { recurringCalls, type RecurringList } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/** What recurring plans to list: none for one's own; `memberId`/`localeId` for finance. */
export interface RecurringFilters {
  memberId?: string;
  localeId?: string;
}

/** `GET recurring`: recurring gifts, active and failing first. */
export function fetchRecurring(filters: RecurringFilters): Promise<RecurringList> {
  return callApi(recurringCalls.list, { query: filters });
}

export const recurringQueryOptions = (filters: RecurringFilters) =>
  queryOptions({
    queryKey: givingKeys.recurring(filters),
    queryFn: () => fetchRecurring(filters),
    retry: false,
  });

export function useRecurring(filters: RecurringFilters = {}) {
  return useQuery(recurringQueryOptions(filters));
}
