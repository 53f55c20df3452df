import { memberDocumentSchema, type MemberDocument } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api/api-upload.ts';
import { documentsQueryKey } from './get-documents.ts';

/** `POST members/{id}/upload`, multipart field `file` (PDF or image); answers 201 with the document. */
export function uploadDocument(
  memberId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<MemberDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload('membership', `members/${encodeURIComponent(memberId)}/upload`, {
    form,
    schema: memberDocumentSchema,
    onProgress,
  });
}

export function useUploadDocument(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadDocument(memberId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey(memberId) }),
  });
}
