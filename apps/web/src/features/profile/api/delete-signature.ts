import { okSchema } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { signatureQueryKey } from './get-signature.ts';

/** `DELETE members/{id}/signature`. */
export function deleteSignature(memberId: string): Promise<{ ok: true }> {
  return apiRequest('membership', `members/${encodeURIComponent(memberId)}/signature`, {
    method: 'DELETE',
    schema: okSchema,
  });
}

export function useDeleteSignature(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSignature(memberId),
    onSuccess: () =>
      queryClient.setQueryData(signatureQueryKey(memberId), { memberId, signature: null, savedAt: null }),
  });
}
