import { memberDocumentCalls, type MemberDocument } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCall } from '../../../../lib/api/call-api.ts';
import { documentKeys } from '../../../../lib/query-keys.ts';

/** Adds a document (PDF or image) to a member's record; answers the document. */
export function uploadDocument(
  memberId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<MemberDocument> {
  return uploadCall(memberDocumentCalls.upload, {
    params: { id: memberId },
    file,
    fileName: file.name,
    onProgress,
  });
}

export function useUploadDocument(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadDocument(memberId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.ofMember(memberId) }),
  });
}
