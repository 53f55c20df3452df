import { passwordResetRequestResponseSchema } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `POST login auth/password-reset`: always 202, whether or not the address has an account. */
export function postPasswordReset(email: string): Promise<{ accepted: true }> {
  return apiRequest('login', 'auth/password-reset', {
    method: 'POST',
    body: { email },
    schema: passwordResetRequestResponseSchema,
    auth: 'none',
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: postPasswordReset });
}
