import { memberDocumentListSchema, type MemberDocument } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `GET members/{id}/documents`. */
export async function fetchDocuments(memberId: string): Promise<MemberDocument[]> {
  const answer = await apiRequest('membership', `members/${encodeURIComponent(memberId)}/documents`, {
    schema: memberDocumentListSchema,
  });
  return answer.documents;
}

export const documentsQueryKey = (memberId: string) => ['membership', 'documents', memberId] as const;

export function documentsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: documentsQueryKey(memberId),
    queryFn: () => fetchDocuments(memberId),
    retry: false,
  });
}

export function useDocuments(memberId: string) {
  return useQuery(documentsQueryOptions(memberId));
}
