import { signatureSchema, type SaveSignatureBody, type Signature } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { signatureQueryKey } from './get-signature.ts';

/** `POST members/saveSignature` (`memberId` only when saving for someone else). */
export function saveSignature(body: SaveSignatureBody): Promise<Signature> {
  return apiRequest('membership', 'members/saveSignature', { method: 'POST', body, schema: signatureSchema });
}

export function useSaveSignature(memberId: string, isSelf: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: string) => saveSignature(isSelf ? { signature } : { memberId, signature }),
    onSuccess: (saved) => queryClient.setQueryData(signatureQueryKey(memberId), saved),
  });
}
