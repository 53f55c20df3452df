import { memberRequestsCalls, type EmailChangeRequest } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { emailChangeKeys } from '../../../../lib/query-keys.ts';

/** `GET members/{id}/email-change-requests`: the member's e-mail-change requests, newest first. */
export async function fetchEmailChangeRequests(memberId: string): Promise<EmailChangeRequest[]> {
  const answer = await callApi(memberRequestsCalls.listEmailChanges, { params: { id: memberId } });
  return answer.requests;
}

export function emailChangeRequestsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: emailChangeKeys.requestsOf(memberId),
    queryFn: () => fetchEmailChangeRequests(memberId),
    retry: false,
  });
}

export function useEmailChangeRequests(memberId: string) {
  return useQuery(emailChangeRequestsQueryOptions(memberId));
}
