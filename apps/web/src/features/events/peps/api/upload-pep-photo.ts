import { pepCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCall } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** The upload's `type`: the kind, the PEP's id and the name with underscores (`photo_<id>_Juan_Dela_Cruz`). */
export function pepPhotoType(pep: { id: string; firstName: string; lastName: string }): string {
  const name = `${pep.firstName} ${pep.lastName}`.trim().replace(/\s+/g, '_');
  return `photo_${pep.id}_${name}`;
}

/** `POST pepContact/uploadPhoto`: multipart `file`, `type` and `id`. */
export function uploadPepPhoto(
  pep: { id: string; firstName: string; lastName: string },
  file: Blob,
  onProgress?: (percent: number) => void,
) {
  return uploadCall(pepCalls.uploadPhoto, {
    file,
    fileName: 'photo.jpg',
    fields: { type: pepPhotoType(pep), id: pep.id },
    onProgress,
  });
}

export function useUploadPepPhoto(pep: { id: string; firstName: string; lastName: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress?: (percent: number) => void }) =>
      uploadPepPhoto(pep, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
