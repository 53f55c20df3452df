import { okSchema } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { documentsQueryKey } from './get-documents.ts';

/** `DELETE members/{id}/documents/{docId}`. */
export function deleteDocument(memberId: string, documentId: string): Promise<{ ok: true }> {
  return apiRequest(
    'membership',
    `members/${encodeURIComponent(memberId)}/documents/${encodeURIComponent(documentId)}`,
    { method: 'DELETE', schema: okSchema },
  );
}

export function useDeleteDocument(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(memberId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey(memberId) }),
  });
}
