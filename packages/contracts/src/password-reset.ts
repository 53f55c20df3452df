import { z } from 'zod';
import { emailSchema } from './common.ts';
import { LIMITS } from './limits.ts';

/** `POST /api/login/auth/password-reset`: always 202, whether or not the address has an account. */
export const passwordResetRequestBodySchema = z.strictObject({ email: emailSchema });
export const passwordResetRequestResponseSchema = z.object({ accepted: z.literal(true) });

/** `POST /api/login/auth/password-reset/confirm` with the token from the e-mailed link. */
export const passwordResetConfirmBodySchema = z.strictObject({
  token: z.string().min(20).max(200),
  newPassword: z.string().max(LIMITS.passwordMax),
});
export const passwordResetConfirmResponseSchema = z.object({ ok: z.literal(true) });

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
