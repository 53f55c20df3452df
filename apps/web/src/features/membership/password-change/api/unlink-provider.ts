import { socialCalls, type SocialProvider } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { socialSignInKeys } from '../../../../lib/query-keys.ts';

/** `DELETE login auth/identities/{provider}`: refused (409 `last_sign_in_method`) for the last way to sign in. */
export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => callApi(socialCalls.unlink, { params: { provider } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialSignInKeys.methods() }),
  });
}
