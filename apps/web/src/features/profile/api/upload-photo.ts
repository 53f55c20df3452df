import { photoUploadResponseSchema, type PhotoUploadResponse } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api/api-upload.ts';

/** `POST members/{id}/updatePhoto`, multipart field `photo`; answers the new `/profile/…-400.webp` path. */
export function uploadPhoto(
  memberId: string,
  photo: Blob,
  onProgress?: (percent: number) => void,
): Promise<PhotoUploadResponse> {
  const form = new FormData();
  form.append('photo', photo, photo instanceof File ? photo.name : 'photo.jpg');
  return apiUpload('membership', `members/${encodeURIComponent(memberId)}/updatePhoto`, {
    form,
    schema: photoUploadResponseSchema,
    onProgress,
  });
}

export function useUploadPhoto(memberId: string) {
  return useMutation({
    mutationFn: ({ photo, onProgress }: { photo: Blob; onProgress?: (percent: number) => void }) =>
      uploadPhoto(memberId, photo, onProgress),
  });
}
