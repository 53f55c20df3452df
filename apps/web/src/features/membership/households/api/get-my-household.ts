import { householdCalls, type Household } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { householdKeys } from '../../../../lib/query-keys.ts';

/** `GET household`: the caller's household, or null when they belong to none. */
export async function fetchMyHousehold(): Promise<Household | null> {
  const answer = await callApi(householdCalls.mine, {});
  return answer.household;
}

export function myHouseholdQueryOptions() {
  return queryOptions({ queryKey: householdKeys.mine(), queryFn: fetchMyHousehold, retry: false });
}

export function useMyHousehold() {
  return useQuery(myHouseholdQueryOptions());
}
