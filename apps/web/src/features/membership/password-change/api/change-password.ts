import { membershipPasswordChangeCalls, type CallResult } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { useRefreshProfile } from '../../../../lib/auth/index.ts';
import { socialSignInKeys } from '../../../../lib/query-keys.ts';

/** `PUT membership users/changePassword`: other sessions of the user are ended. */
export function putChangePassword(
  body: CallInput<typeof membershipPasswordChangeCalls.change>['body'],
): Promise<CallResult<typeof membershipPasswordChangeCalls.change>> {
  return callApi(membershipPasswordChangeCalls.change, { body });
}

/**
 * Changes (or, without a password yet, sets) the password, then reloads the own profile — its "Change Password"
 * completeness follows from the change — and the sign-in methods (the account now has a password).
 */
export function useChangePassword() {
  const refreshProfile = useRefreshProfile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putChangePassword,
    onSuccess: () => {
      refreshProfile.mutate();
      void queryClient.invalidateQueries({ queryKey: socialSignInKeys.methods() });
    },
  });
}
