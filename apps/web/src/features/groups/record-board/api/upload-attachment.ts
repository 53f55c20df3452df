import { recordBoardCalls, type RecordAttachment } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { uploadCall } from '../../../../lib/api/call-api.ts';

/** `POST record-board/attachments?localeId`: one file, attached when the entry is saved with it. */
export function uploadAttachment({
  localeId,
  file,
  onProgress,
}: {
  localeId: string;
  file: File;
  onProgress?: (percent: number) => void;
}): Promise<RecordAttachment> {
  return uploadCall(recordBoardCalls.upload, { query: { localeId }, file, fileName: file.name, onProgress });
}

export function useUploadAttachment() {
  return useMutation({ mutationFn: uploadAttachment });
}
