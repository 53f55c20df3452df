import { membershipPasswordChangeCalls, type CallResult } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../lib/api/call-api.ts';
import { useRefreshProfile } from '../../../lib/auth/index.ts';

/** `PUT membership users/changePassword`: other sessions of the user are ended. */
export function putChangePassword(
  body: CallInput<typeof membershipPasswordChangeCalls.change>['body'],
): Promise<CallResult<typeof membershipPasswordChangeCalls.change>> {
  return callApi(membershipPasswordChangeCalls.change, { body });
}

/** Changes the password, then reloads the own profile: its "Change Password" completeness follows from the change. */
export function useChangePassword() {
  const refreshProfile = useRefreshProfile();
  return useMutation({
    mutationFn: putChangePassword,
    onSuccess: () => refreshProfile.mutate(),
  });
}
