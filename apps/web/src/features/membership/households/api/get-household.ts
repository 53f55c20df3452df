import { householdCalls, type Household } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { householdKeys } from '../../../../lib/query-keys.ts';

/** `GET households/{id}`: one household (its members, its head, admins over a member's locale). */
export function fetchHousehold(id: string): Promise<Household> {
  return callApi(householdCalls.get, { params: { id } });
}

export function householdQueryOptions(id: string) {
  return queryOptions({
    queryKey: householdKeys.detail(id),
    queryFn: () => fetchHousehold(id),
    retry: false,
  });
}

export function useHousehold(id: string | null) {
  return useQuery({ ...householdQueryOptions(id ?? ''), enabled: Boolean(id) });
}
