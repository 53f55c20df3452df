import { z } from 'zod';
import { authSessionSchema } from '../../auth.ts';
import { noBodySchema, okSchema } from '../../common.ts';
import {
  pendingSocialSignInSchema,
  signInMethodsSchema,
  socialCallbackQuerySchema,
  socialConfirmBodySchema,
  socialEmailConfirmBodySchema,
  socialEmailLinkSchema,
  socialIdentityParams,
  socialProviderListSchema,
  socialProviderParams,
  socialRegisterBodySchema,
  socialStartQuerySchema,
  socialTokenParams,
} from '../../social.ts';
import { rule } from '../who.ts';
import { defineCall } from '../define-call.ts';

const tags = ['login: social sign-in'];
/** A redirect's (empty) body. */
const redirect = z.null().describe('A redirect (`Location`)');

/**
 * Social sign-in with Google (OpenID Connect) and Facebook (OAuth 2.0), issue 19: server-side authorization code
 * with PKCE and `state`, finished only in the browser that started it (issue 35), linked to the member's account
 * only after its owner confirms once.
 */
export const socialCalls = {
  providers: defineCall({
    service: 'login',
    method: 'GET',
    path: '/auth/providers',
    access: 'public',
    tags,
    summary: 'The social sign-in providers this server offers (those configured)',
    responses: { 200: socialProviderListSchema },
    errors: [],
  }),

  start: defineCall({
    service: 'login',
    method: 'GET',
    path: '/auth/:provider/start',
    access: 'public',
    tags,
    summary: 'Begins a sign-in (or, `intent=link` with a session, a linking) at the provider: a redirect',
    description:
      'A browser navigation. Makes a one-time `state`, a PKCE verifier and (Google) a nonce, kept server-side for ' +
      '10 minutes, binds them to this browser with the cookie `congregate_social_flow` (the SHA-256 of the ' +
      '`state`, never the state; httpOnly, SameSite=Lax, Secure as the session cookie, 10 minutes, path: the ' +
      'provider’s callback only) and redirects to the provider’s authorization page. A provider not offered — ' +
      'unknown or not configured — redirects to `/login?socialError=provider_not_found` (“Login provider not ' +
      'found”); one whose configuration cannot be read now to `providers_not_ready`; `intent=link` without a ' +
      'session to `/login?socialError=not_signed_in`. `returnTo` is a path of this app.',
    params: socialProviderParams,
    query: socialStartQuerySchema,
    responses: { 302: redirect },
    errors: [422, 429],
    rateLimit: { max: 30, timeWindow: '1 minute' },
  }),

  callback: defineCall({
    service: 'login',
    method: 'GET',
    path: '/auth/:provider/callback',
    access: 'public',
    tags,
    summary: 'The provider’s answer: signs in, or sends on to confirm or register (a redirect)',
    description:
      'A provider not offered: `/login?socialError=provider_not_found`. Takes the flow of the `state` (unknown, ' +
      'used or expired: `/login?socialError=state_invalid`) and checks it ' +
      'was started in this browser: without the `congregate_social_flow` cookie of this `state` (a callback address ' +
      'opened elsewhere) it goes to `/login?socialError=browser_mismatch`, signs nobody in, and the flow is spent ' +
      'all the same. The cookie of this `state` is cleared. Then it exchanges the code with ' +
      'the PKCE verifier, and for Google verifies the ID token (issuer, audience, expiry, nonce, signature against ' +
      'the provider’s keys); Facebook’s profile is read from `/me`. Then: a linked identity signs in exactly as a ' +
      'password sign-in (same cookies) and goes to `/login?socialSignedIn=1` (with `returnTo`), where the page finishes ' +
      'the sign-in as after a password (the profile, then `returnTo` or `/tabs/tab7`); a verified e-mail of an existing ' +
      'account goes to `/login?social={token}` (its owner confirms once); an unknown person to ' +
      '`/register?social={token}`; `intent=link` adds the identity to the signed-in account and goes to ' +
      '`/tabs/change-password?linked={provider}`. A person who cancels at the provider: ' +
      '`/login?socialError=cancelled`; an unverified e-mail `email_unverified`; a failed check ' +
      '`provider_answer_invalid`. No provider token is kept.',
    params: socialProviderParams,
    query: socialCallbackQuerySchema,
    responses: { 302: redirect },
    errors: [422, 429],
    rateLimit: { max: 30, timeWindow: '1 minute' },
  }),

  pending: defineCall({
    service: 'login',
    method: 'GET',
    path: '/auth/social/:token',
    access: 'public',
    tags,
    summary: 'A provider sign-in waiting to be confirmed or registered (what the page shows)',
    description: 'Unknown, used or expired tokens 404. Carries no provider token.',
    params: socialTokenParams,
    responses: { 200: pendingSocialSignInSchema },
    errors: [404, 422],
  }),

  confirm: defineCall({
    service: 'login',
    method: 'POST',
    path: '/auth/social/:token/confirm',
    access: 'public',
    tags,
    summary:
      'The account’s owner confirms with their password: the provider is linked and they are signed in',
    description:
      'Throttled as a password sign-in (429); a wrong password 401 `invalid_credentials` and nothing linked. ' +
      'Only for a `confirm` sign-in (404 otherwise). Sets the session cookies.',
    params: socialTokenParams,
    body: socialConfirmBodySchema,
    responses: { 200: authSessionSchema },
    errors: [401, 403, 404, 409, 422, 429],
  }),

  emailLink: defineCall({
    service: 'login',
    method: 'POST',
    path: '/auth/social/:token/email',
    access: 'public',
    tags,
    summary: 'Mails the account’s owner a link that confirms the linking instead of the password',
    description: 'Only for a `confirm` sign-in (404 otherwise). The link works once, for an hour.',
    params: socialTokenParams,
    body: noBodySchema,
    responses: { 200: socialEmailLinkSchema },
    errors: [404, 422, 429],
    rateLimit: { max: 5, timeWindow: '10 minutes' },
  }),

  confirmEmail: defineCall({
    service: 'login',
    method: 'POST',
    path: '/auth/social/confirm-email',
    access: 'public',
    tags,
    summary: 'The mailed link: links the provider to the account and signs in',
    description: 'Unknown, used or expired 404.',
    body: socialEmailConfirmBodySchema,
    responses: { 200: authSessionSchema },
    errors: [403, 404, 409, 422, 429],
  }),

  register: defineCall({
    service: 'login',
    method: 'POST',
    path: '/auth/social/:token/register',
    access: 'public',
    tags,
    summary:
      'Registers a new person who signed in with a provider (locale, agreement and disclaimer as the form)',
    description:
      'Only for a `register` sign-in (404 otherwise). Creates the unendorsed member with the provider’s verified ' +
      'e-mail and no password, links the identity and signs in; the person waits for endorsement ' +
      '(`not-authorized`). An e-mail taken meanwhile 409.',
    params: socialTokenParams,
    body: socialRegisterBodySchema,
    responses: { 201: authSessionSchema },
    errors: [404, 409, 422, 429],
  }),

  methods: defineCall({
    service: 'login',
    method: 'GET',
    path: '/auth/identities',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'My sign-in methods: password or not, and the linked providers',
    responses: { 200: signInMethodsSchema },
    errors: [401],
  }),

  unlink: defineCall({
    service: 'login',
    method: 'DELETE',
    path: '/auth/identities/:provider',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'Unlinks a provider from my account',
    description:
      'Not linked: 404 `no_provider_user` (“No user is currently logged in with {provider}”). The last way to sign ' +
      'in (no password, no other provider): 409 `last_sign_in_method`.',
    params: socialIdentityParams,
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: [401, 404, 409],
  }),
};
