import { z } from 'zod';
import { AGREEMENT_VERSIONS, LIMITS } from './limits.ts';
import { idSchema, isoDateSchema, genders, personNameSchema } from './common.ts';
import { addFieldProblem } from './field-problems.ts';
import { internationalMobile, isLocalMobile, mobileInputSchema } from './phone.ts';
import { mobileSchema } from './common.ts';

/** Social sign-in (issue 19): the providers the spec configures. */
export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const socialProviderNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The spec's defaults: Google with scope `email` (and OpenID's `openid profile`), Facebook's v4.0 API, `en_US`. */
export const SOCIAL_DEFAULTS = {
  googleScope: 'openid email profile',
  facebookScope: 'email,public_profile',
  facebookVersion: 'v4.0',
  facebookLocale: 'en_US',
} as const;

export const SOCIAL_LIMITS = {
  /** Minutes a started sign-in (its `state`) stays usable. */
  flowMinutes: 10,
  /** Minutes a provider sign-in waits for its confirmation or registration. */
  pendingMinutes: 30,
  /** Hours a mailed confirmation link stays usable. */
  emailLinkHours: 1,
  returnToMax: 300,
} as const;

/**
 * Why a social sign-in stopped, as the login page's `?socialError=` says it (and the error codes of the calls);
 * the spec's texts are the web's English messages for the first six.
 */
export const socialErrorReasons = [
  /** 'Login provider not found' */
  'provider_not_found',
  /** 'Not logged in' (linking a provider needs a session) */
  'not_signed_in',
  /** 'Login providers not ready yet...' (the provider's configuration could not be read: discovery failed) */
  'providers_not_ready',
  /** 'Chosen login provider is not supported for refreshing a token' */
  'refresh_not_supported',
  /** 'User cancelled login or did not fully authorize.' */
  'cancelled',
  /** 'No user is currently logged in with {provider}' */
  'no_provider_user',
  /** The `state` is unknown, used or expired (a forged or replayed callback). */
  'state_invalid',
  /** The callback was opened in a browser other than the one that started the sign-in (no flow cookie of its state). */
  'browser_mismatch',
  /** The provider's answer failed its checks (ID token issuer, audience, expiry, nonce; a failed code exchange). */
  'provider_answer_invalid',
  /** The provider did not vouch for the e-mail address (Congregate signs in by verified addresses only). */
  'email_unverified',
  /** The provider's account is linked to another Congregate account. */
  'identity_taken',
  /** The account is disabled. */
  'account_disabled',
] as const;
export type SocialErrorReason = (typeof socialErrorReasons)[number];

/**
 * The social user object the spec names, as the server builds it from the provider's answer. Tokens
 * (`authToken`, `idToken`, `authorizationCode`, `response`) are used during the callback and never kept or sent:
 * in answers they are always null.
 */
export const socialUserSchema = z.object({
  /** The provider's id of the person (`sub` for Google, the app-scoped id for Facebook). */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  photoUrl: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  authToken: z.null(),
  idToken: z.null(),
  authorizationCode: z.null(),
  response: z.null(),
  provider: z.enum(socialProviders),
});
export type SocialUser = z.infer<typeof socialUserSchema>;

/** `GET auth/providers`: the configured providers (none configured: an empty list — no button is shown). */
export const socialProviderListSchema = z.object({
  providers: z.array(
    z.object({
      id: z.enum(socialProviders),
      name: z.string(),
      /** False while the provider's configuration could not be read (discovery failed): "not ready yet". */
      ready: z.boolean(),
    }),
  ),
});
export type SocialProviderList = z.infer<typeof socialProviderListSchema>;

export const socialProviderParams = z.strictObject({ provider: z.string().min(1).max(40) });

/** `GET auth/{provider}/start?returnTo=&intent=`: `link` adds the provider to the signed-in account. */
export const socialStartQuerySchema = z.strictObject({
  /** A path of this app (`/tabs/tab7`), never another origin. */
  returnTo: z
    .string()
    .max(SOCIAL_LIMITS.returnToMax)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'A path of this app')
    .optional(),
  intent: z.enum(['sign_in', 'link']).default('sign_in'),
});
export type SocialStartQuery = z.input<typeof socialStartQuerySchema>;

/** `GET auth/{provider}/callback`: what the provider sends back (every other parameter is ignored). */
export const socialCallbackQuerySchema = z.looseObject({
  code: z.string().max(4000).optional(),
  state: z.string().max(400).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  error_reason: z.string().max(200).optional(),
});

export const socialTokenParams = z.strictObject({ token: z.string().min(20).max(200) });

/**
 * `GET auth/social/{token}`: a provider sign-in waiting for a step — `confirm` (an account has this verified
 * e-mail: its owner confirms once, by password or a mailed link) or `register` (nobody has it: the person
 * registers as with the form, without a password).
 */
export const pendingSocialSignInSchema = z.object({
  next: z.enum(['confirm', 'register']),
  provider: z.enum(socialProviders),
  user: socialUserSchema,
  /** `confirm`: the account's e-mail, partly hidden (`ma***@example.org`). */
  accountEmail: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type PendingSocialSignIn = z.infer<typeof pendingSocialSignInSchema>;

/** `POST auth/social/{token}/confirm`: the account's password, once, to link the provider to it. */
export const socialConfirmBodySchema = z.strictObject({
  password: z.string().min(1, 'Required').max(LIMITS.passwordMax),
});

/** `POST auth/social/{token}/email`: mails the account's owner a link that confirms instead of the password. */
export const socialEmailLinkSchema = z.object({ sentTo: z.string() });

/** `POST auth/social/confirm-email`: the mailed link's token. */
export const socialEmailConfirmBodySchema = z.strictObject({ token: z.string().min(20).max(200) });

/**
 * `POST auth/social/{token}/register`: the registration form without e-mail (the provider's verified one) and
 * password; the account signs in with the provider until it sets a password.
 */
export const socialRegisterBodySchema = z
  .strictObject({
    firstName: personNameSchema,
    lastName: personNameSchema,
    localeId: idSchema,
    birthDate: isoDateSchema.optional(),
    gender: z.enum(genders).optional(),
    mobile: mobileInputSchema.optional(),
    acceptedDataPrivacy: z.literal(AGREEMENT_VERSIONS.dataPrivacy, {
      message: 'Accept the data privacy agreement to register',
    }),
    acceptedDisclaimer: z.literal(AGREEMENT_VERSIONS.disclaimer, {
      message: 'Accept the disclaimer to register',
    }),
  })
  .superRefine((body, ctx) => {
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
export type SocialRegisterBody = z.infer<typeof socialRegisterBodySchema>;

/** `GET auth/identities`: the providers linked to my account, and whether it has a password. */
export const signInMethodsSchema = z.object({
  hasPassword: z.boolean(),
  identities: z.array(
    z.object({
      provider: z.enum(socialProviders),
      email: z.string(),
      linkedAt: z.iso.datetime(),
      lastSignInAt: z.iso.datetime().nullable(),
    }),
  ),
  /** The providers configured on this server (those not linked yet can be linked). */
  available: z.array(z.enum(socialProviders)),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const socialIdentityParams = z.strictObject({ provider: z.string().min(1).max(40) });
