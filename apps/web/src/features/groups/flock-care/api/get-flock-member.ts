import { flockCareCalls, type FlockMemberDetail } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { flockCareKeys } from '../../../../lib/query-keys.ts';

/** `GET groups/flocks/:id/members/:memberId`: one member as their leader sees them. */
export function fetchFlockMember(flockId: string, memberId: string): Promise<FlockMemberDetail> {
  return callApi(flockCareCalls.member, { params: { id: flockId, memberId } });
}

export const flockMemberQueryOptions = (flockId: string, memberId: string) =>
  queryOptions({
    queryKey: flockCareKeys.member(flockId, memberId),
    queryFn: () => fetchFlockMember(flockId, memberId),
    retry: false,
  });

export function useFlockMember(flockId: string, memberId: string) {
  return useQuery(flockMemberQueryOptions(flockId, memberId));
}
