import { faceCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { faceEnrolmentKeys } from '../../../../lib/query-keys.ts';

/** `DELETE faces/enrolment`: consent withdrawn, the descriptors deleted at once. */
export function withdrawFace(memberId: string | null): Promise<{ ok: true }> {
  return callApi(faceCalls.withdraw, { query: memberId ? { memberId } : {} });
}

export function useWithdrawFace(memberId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawFace(memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faceEnrolmentKeys.all }),
  });
}
