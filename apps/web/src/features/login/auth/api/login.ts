import { authCalls, type AuthSession } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { completeSignIn } from '../../../../lib/auth/index.ts';

type LoginInput = CallInput<typeof authCalls.login>['body'];

/** `POST login auth/login`: sets the session cookie and the XSRF cookie. */
export function postLogin(body: LoginInput): Promise<AuthSession> {
  return callApi(authCalls.login, { body });
}

/** Signs in, then loads the profile and user access; resolves to where to go next. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginInput) => completeSignIn(await postLogin(body)),
  });
}
