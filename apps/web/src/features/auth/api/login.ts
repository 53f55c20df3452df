import { authSessionSchema, type AuthSession, type LoginBody } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { completeSignIn } from '../../../lib/auth/index.ts';

/** `POST login auth/login`: sets the session cookie and the XSRF cookie. */
export function postLogin(body: LoginBody): Promise<AuthSession> {
  return apiRequest('login', 'auth/login', { method: 'POST', body, schema: authSessionSchema });
}

/** Signs in, then loads the profile and user access; resolves to where to go next. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginBody) => completeSignIn(await postLogin(body)),
  });
}
