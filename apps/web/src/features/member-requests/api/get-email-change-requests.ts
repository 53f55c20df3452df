import { emailChangeRequestListSchema, type EmailChangeRequest } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `GET members/{id}/email-change-requests`. */
export async function fetchEmailChangeRequests(memberId: string): Promise<EmailChangeRequest[]> {
  const answer = await apiRequest('membership', `members/${encodeURIComponent(memberId)}/email-change-requests`, {
    schema: emailChangeRequestListSchema,
  });
  return answer.requests;
}

export const emailChangeRequestsQueryKey = (memberId: string) =>
  ['membership', 'email-change-requests', memberId] as const;

export function emailChangeRequestsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: emailChangeRequestsQueryKey(memberId),
    queryFn: () => fetchEmailChangeRequests(memberId),
    retry: false,
  });
}

export function useEmailChangeRequests(memberId: string) {
  return useQuery(emailChangeRequestsQueryOptions(memberId));
}
