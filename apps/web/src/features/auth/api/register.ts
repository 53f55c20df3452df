import { authSessionSchema, type AuthSession, type RegisterBody } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { completeSignIn } from '../../../lib/auth/index.ts';

/** `POST login auth/register`: creates the account and signs it in (not yet endorsed). */
export function postRegister(body: RegisterBody): Promise<AuthSession> {
  return apiRequest('login', 'auth/register', { method: 'POST', body, schema: authSessionSchema });
}

export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterBody) => completeSignIn(await postRegister(body)),
  });
}
