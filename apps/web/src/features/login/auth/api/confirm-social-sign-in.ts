import { socialCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { completeSignIn } from '../../../../lib/auth/index.ts';

/**
 * `POST login auth/social/{token}/confirm`: the account's password links the provider and signs in; then the
 * profile and user access load as after a password sign-in. Resolves to where to go next.
 */
export function useConfirmSocialSignIn(token: string) {
  return useMutation({
    mutationFn: async (password: string) =>
      completeSignIn(await callApi(socialCalls.confirm, { params: { token }, body: { password } })),
  });
}
