import { passwordResetCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';

/** `POST login auth/password-reset/confirm` with the token from the e-mailed link (422 if invalid or expired). */
export function postPasswordResetConfirm(
  body: CallInput<typeof passwordResetCalls.confirm>['body'],
): Promise<{ ok: true }> {
  return callApi(passwordResetCalls.confirm, { body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: postPasswordResetConfirm });
}
