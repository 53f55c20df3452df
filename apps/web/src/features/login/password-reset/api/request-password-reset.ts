import { passwordResetCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';

/** `POST login auth/password-reset`: always 202, whether or not the address has an account. */
export function postPasswordReset(email: string): Promise<{ accepted: true }> {
  return callApi(passwordResetCalls.request, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: postPasswordReset });
}
