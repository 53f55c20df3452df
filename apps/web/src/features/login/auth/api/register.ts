import { authCalls, type AuthSession } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { completeSignIn } from '../../../../lib/auth/index.ts';

type RegisterInput = CallInput<typeof authCalls.register>['body'];

/** `POST login auth/register`: creates the account and signs it in (not yet endorsed). */
export function postRegister(body: RegisterInput): Promise<AuthSession> {
  return callApi(authCalls.register, { body });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterInput) => completeSignIn(await postRegister(body)),
  });
}
