import { passwordResetConfirmResponseSchema } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

/** `POST login auth/password-reset/confirm` with the token from the e-mailed link (422 if invalid or expired). */
export function postPasswordResetConfirm(body: { token: string; newPassword: string }): Promise<{ ok: true }> {
  return apiRequest('login', 'auth/password-reset/confirm', {
    method: 'POST',
    body,
    schema: passwordResetConfirmResponseSchema,
    auth: 'none',
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: postPasswordResetConfirm });
}
