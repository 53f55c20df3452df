import { faceCalls, type FaceEnrolmentBody, type FaceStatus } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { faceEnrolmentKeys } from '../../../../lib/query-keys.ts';

/** `POST faces/enrolment`: the consent and the descriptors made on this device (never a photo). */
export function enrolFace(body: FaceEnrolmentBody): Promise<FaceStatus> {
  return callApi(faceCalls.enrol, { body });
}

export function useEnrolFace(memberId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrolFace,
    onSuccess: (status) => queryClient.setQueryData(faceEnrolmentKeys.status(memberId), status),
  });
}
