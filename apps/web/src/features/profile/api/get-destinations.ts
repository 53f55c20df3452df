import { destinationListSchema, type Destination } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `GET members/{id}/destinations`: the member's locale history (read-only). */
export async function fetchDestinations(memberId: string): Promise<Destination[]> {
  const answer = await apiRequest('membership', `members/${encodeURIComponent(memberId)}/destinations`, {
    schema: destinationListSchema,
  });
  return answer.destinations;
}

export function destinationsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: ['membership', 'destinations', memberId] as const,
    queryFn: () => fetchDestinations(memberId),
    retry: false,
  });
}

export function useDestinations(memberId: string) {
  return useQuery(destinationsQueryOptions(memberId));
}
