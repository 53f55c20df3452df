import {
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetConfirmBodySchema,
  passwordResetConfirmResponseSchema,
  passwordResetRequestBodySchema,
  passwordResetRequestResponseSchema,
} from '../../password-reset.ts';
import { defineCall } from '../define-call.ts';

/** Password reset by e-mail (`password`). */
export const passwordResetCalls = {
  request: defineCall({
    service: 'login',
    method: 'POST',
    path: '/auth/password-reset',
    access: 'public',
    tags: ['login'],
    summary: 'Ask for a password-reset link by e-mail',
    description:
      'Always 202 `{ accepted: true }`, whether or not an account has this address (no account enumeration); ' +
      `when one does, it gets a link to \`/password?token=…\` that works once for ${PASSWORD_RESET_TTL_MINUTES} minutes. ` +
      'At most 5 e-mails an hour per address asked for (past that, the same 202 and no e-mail); ' +
      '20 requests an hour per network address, then 429 with Retry-After.',
    body: passwordResetRequestBodySchema,
    responses: { 202: passwordResetRequestResponseSchema },
    errors: [422, 429],
  }),

  confirm: defineCall({
    service: 'login',
    method: 'POST',
    path: '/auth/password-reset/confirm',
    access: 'public',
    tags: ['login'],
    summary: 'Set a new password with the token from the e-mailed link; ends every session of the account',
    description:
      'A used, expired or unknown token answers 422 on `token`; a password that breaks the rules answers 422 on ' +
      '`newPassword` (the token stays usable). Success signs out every device: sign in with the new password.',
    body: passwordResetConfirmBodySchema,
    responses: { 200: passwordResetConfirmResponseSchema },
    errors: [422],
  }),
};
