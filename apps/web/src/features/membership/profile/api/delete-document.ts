import { memberDocumentCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { documentKeys } from '../../../../lib/query-keys.ts';

/** Deletes a document of a member's record. */
export function deleteDocument(memberId: string, documentId: string): Promise<{ ok: true }> {
  return callApi(memberDocumentCalls.remove, { params: { id: memberId, docId: documentId } });
}

export function useDeleteDocument(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(memberId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.ofMember(memberId) }),
  });
}
