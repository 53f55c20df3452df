import { mediaCalls, type MediaUploadAnswer } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { uploadCall } from '../../../../lib/api/call-api.ts';

/** `POST /api/media/` (multipart `image`): flyer art, answered as a `/api/media/…webp` address. */
export function uploadFlyerArt(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<MediaUploadAnswer> {
  return uploadCall(mediaCalls.upload, { file, fileName: file.name, onProgress });
}

export function useUploadFlyerArt() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadFlyerArt(file, onProgress),
  });
}
