import { memberDocumentCalls, type MemberDocument } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { documentKeys } from '../../../../lib/query-keys.ts';

/** The documents kept on a member's record, newest first. */
export async function fetchDocuments(memberId: string): Promise<MemberDocument[]> {
  const answer = await callApi(memberDocumentCalls.list, { params: { id: memberId } });
  return answer.documents;
}

export function documentsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: documentKeys.ofMember(memberId),
    queryFn: () => fetchDocuments(memberId),
    retry: false,
  });
}

export function useDocuments(memberId: string) {
  return useQuery(documentsQueryOptions(memberId));
}
