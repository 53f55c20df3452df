import { familyRequestCalls, type FamilyRequestList } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { familyKeys } from '../../../../lib/query-keys.ts';

/** `GET membership/family-requests`: to me and from me, pending first, then the last 30 days decided. */
export function fetchFamilyRequests(): Promise<FamilyRequestList> {
  return callApi(familyRequestCalls.list);
}

export const familyRequestsQueryOptions = () =>
  queryOptions({ queryKey: familyKeys.requests(), queryFn: fetchFamilyRequests, retry: false });

export function useFamilyRequests() {
  return useQuery(familyRequestsQueryOptions());
}
