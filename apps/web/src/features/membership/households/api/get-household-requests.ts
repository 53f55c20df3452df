import { householdCalls, type HouseholdRequestList } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { householdKeys } from '../../../../lib/query-keys.ts';

/** `GET household-requests`: requests to me (to decide) and from me (to withdraw). */
export function fetchHouseholdRequests(): Promise<HouseholdRequestList> {
  return callApi(householdCalls.requests, {});
}

export function householdRequestsQueryOptions() {
  return queryOptions({ queryKey: householdKeys.requests(), queryFn: fetchHouseholdRequests, retry: false });
}

export function useHouseholdRequests() {
  return useQuery(householdRequestsQueryOptions());
}
