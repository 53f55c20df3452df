import { memberSignatureCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { signatureKeys } from '../../../../lib/query-keys.ts';

/** Clears a member's signature. */
export function deleteSignature(memberId: string): Promise<{ ok: true }> {
  return callApi(memberSignatureCalls.remove, { params: { id: memberId } });
}

export function useDeleteSignature(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSignature(memberId),
    onSuccess: () =>
      queryClient.setQueryData(signatureKeys.detail(memberId), { memberId, signature: null, savedAt: null }),
  });
}
