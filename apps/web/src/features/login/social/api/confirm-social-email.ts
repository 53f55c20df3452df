import { socialCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { completeSignIn } from '../../../../lib/auth/index.ts';

/**
 * `POST login auth/social/confirm-email`: the mailed link's token links the provider and signs in; then the
 * profile and user access load as after a password sign-in. Resolves to where to go next.
 */
export function useConfirmSocialEmail() {
  return useMutation({
    mutationFn: async (token: string) =>
      completeSignIn(await callApi(socialCalls.confirmEmail, { body: { token } })),
  });
}
