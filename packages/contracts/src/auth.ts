import { z } from 'zod';
import {
  emailSchema,
  idSchema,
  isoDateSchema,
  mobileSchema,
  personNameSchema,
  genders,
  userTypes,
} from './common.ts';
import { addFieldProblem } from './field-problems.ts';
import { LIMITS, AGREEMENT_VERSIONS } from './limits.ts';
import { passwordProblems } from './password.ts';
import { internationalMobile, isLocalMobile, mobileInputSchema } from './phone.ts';

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Required').max(LIMITS.passwordMax),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Answer to sign-in and registration; `accessToken` also works as `Authorization: Bearer`. */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.iso.datetime(),
  userId: idSchema,
  memberId: idSchema.nullable(),
  userType: z.enum(userTypes),
  endorsed: z.boolean(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

const newPasswordField = z.string().max(LIMITS.passwordMax);

export const registerBodySchema = z
  .strictObject({
    email: emailSchema,
    password: newPasswordField,
    firstName: personNameSchema,
    lastName: personNameSchema,
    localeId: idSchema,
    birthDate: isoDateSchema.optional(),
    gender: z.enum(genders).optional(),
    /**
     * International (`+639171234567`), or typed the local way (`0917 123 4567`): the server makes it
     * international with the calling code of the locale's country (`internationalMobile`).
     */
    mobile: mobileInputSchema.optional(),
    /** The person ticked the data-privacy agreement of this version. */
    acceptedDataPrivacy: z.literal(AGREEMENT_VERSIONS.dataPrivacy, {
      message: 'Accept the data privacy agreement to register',
    }),
    /** The person ticked the disclaimer of this version. */
    acceptedDisclaimer: z.literal(AGREEMENT_VERSIONS.disclaimer, {
      message: 'Accept the disclaimer to register',
    }),
  })
  .superRefine((body, ctx) => {
    for (const problem of passwordProblems(body.password, body.email)) {
      addFieldProblem(ctx, 'password', `password_${problem}`);
    }
    if (body.birthDate && body.birthDate > new Date().toISOString().slice(0, 10)) {
      addFieldProblem(ctx, 'birthDate', 'birth_date_future');
    }
    if (
      body.mobile &&
      !isLocalMobile(body.mobile) &&
      !mobileSchema.safeParse(internationalMobile(body.mobile)).success
    ) {
      addFieldProblem(ctx, 'mobile', 'mobile_format');
    }
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const changePasswordBodySchema = z.strictObject({
  /**
   * Required while the account has a password; an account registered through a social provider (no password
   * anyone knows — `GET auth/identities` answers `hasPassword: false`) sets its first one without it.
   */
  currentPassword: z.string().min(1, 'Required').max(LIMITS.passwordMax).optional(),
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z.object({
  ok: z.literal(true),
  /** Other sessions of the user that were ended. */
  revokedSessions: z.number().int(),
});

export const sessionInfoSchema = z.object({
  authenticated: z.literal(true),
  userId: idSchema,
  memberId: idSchema.nullable(),
  email: z.string(),
  userType: z.enum(userTypes),
  endorsed: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
