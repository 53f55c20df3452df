import { memberPhotoCalls, type PhotoUploadResponse } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { uploadCall } from '../../../../lib/api/call-api.ts';
import { refreshMember } from '../../../../lib/members/index.ts';

/** Uploads a member's (cropped) photo; answers the new `/profile/…-400.webp` path. */
export function uploadPhoto(
  memberId: string,
  photo: Blob,
  onProgress?: (percent: number) => void,
): Promise<PhotoUploadResponse> {
  return uploadCall(memberPhotoCalls.upload, {
    params: { id: memberId },
    file: photo,
    fileName: photo instanceof File ? photo.name : 'photo.jpg',
    onProgress,
  });
}

/** Refreshes the member: their photo shows in the profile, the side menu and the member lists. */
export function useUploadPhoto(memberId: string) {
  return useMutation({
    mutationFn: ({ photo, onProgress }: { photo: Blob; onProgress?: (percent: number) => void }) =>
      uploadPhoto(memberId, photo, onProgress),
    onSuccess: () => refreshMember(memberId),
  });
}
