import { socialCalls, type SocialRegisterBody } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { completeSignIn } from '../../../../lib/auth/index.ts';

/**
 * `POST login auth/social/{token}/register`: registers the person who signed in with a provider (no password),
 * signs them in and says where to go (not-authorized while the registration waits for endorsement).
 */
export function useRegisterWithProvider(token: string) {
  return useMutation({
    mutationFn: async (body: SocialRegisterBody) =>
      completeSignIn(await callApi(socialCalls.register, { params: { token }, body })),
  });
}
