import { profileSectionCalls, type Destination } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { memberKeys } from '../../../../lib/query-keys.ts';

/** The member's locale history (read-only: transfers write it). */
export async function fetchDestinations(memberId: string): Promise<Destination[]> {
  const answer = await callApi(profileSectionCalls.destinations, { params: { id: memberId } });
  return answer.destinations;
}

export function destinationsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: memberKeys.destinations(memberId),
    queryFn: () => fetchDestinations(memberId),
    retry: false,
  });
}

export function useDestinations(memberId: string) {
  return useQuery(destinationsQueryOptions(memberId));
}
