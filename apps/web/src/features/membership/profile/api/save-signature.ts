import { memberSignatureCalls, type SaveSignatureBody, type Signature } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { signatureKeys } from '../../../../lib/query-keys.ts';

/** Saves a signature (`memberId` only when saving someone else's). */
export function saveSignature(body: SaveSignatureBody): Promise<Signature> {
  return callApi(memberSignatureCalls.save, { body });
}

export function useSaveSignature(memberId: string, isSelf: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: string) => saveSignature(isSelf ? { signature } : { memberId, signature }),
    onSuccess: (saved) => queryClient.setQueryData(signatureKeys.detail(memberId), saved),
  });
}
