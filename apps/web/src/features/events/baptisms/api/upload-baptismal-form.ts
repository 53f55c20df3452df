import { pepCalls, type Pep } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCall } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';
import { uploadType } from '../lib/upload-type.ts';

/**
 * `POST pepContact/uploadBaptismalForm`, the spec's multipart call: `file`, `type`
 * (`baptismalForm_<id>_<First_Last>`) and `id` (the PEP's).
 */
export function uploadBaptismalForm(
  pep: Pick<Pep, 'id' | 'firstName' | 'lastName'>,
  file: File,
  onProgress?: (percent: number) => void,
) {
  return uploadCall(pepCalls.uploadBaptismalForm, {
    file,
    fileName: file.name,
    fields: { type: uploadType('baptismalForm', pep), id: pep.id },
    onProgress,
  });
}

/** Uploads the signed scan; the PEP, its form and the monitoring counts follow. */
export function useUploadBaptismalForm(pep: Pick<Pep, 'id' | 'firstName' | 'lastName'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadBaptismalForm(pep, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
