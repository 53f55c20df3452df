import { authSessionSchema, loginBodySchema, registerBodySchema, sessionInfoSchema } from '../../auth.ts';
import { noBodySchema, okSchema } from '../../common.ts';
import { rule } from '../who.ts';
import { defineCall } from '../define-call.ts';

/** Sign-in, registration, sign-out and the current session (`login`, `register`). */
export const authCalls = {
  login: defineCall({
    service: 'login',
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    tags: ['login'],
    summary: 'Sign in with email and password',
    description:
      'Sets the httpOnly session cookie and the XSRF-TOKEN cookie; `accessToken` also works as `Authorization: Bearer`. ' +
      'Rate-limited per account and per address (429 with Retry-After).',
    body: loginBodySchema,
    responses: { 200: authSessionSchema },
    errors: [401, 403, 422, 429],
  }),

  register: defineCall({
    service: 'login',
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    tags: ['login'],
    summary: 'Register: creates an unendorsed member in the chosen locale and signs in',
    body: registerBodySchema,
    responses: { 201: authSessionSchema },
    errors: [401, 403, 409, 422, 429],
  }),

  logout: defineCall({
    service: 'login',
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    tags: ['login'],
    summary: 'Sign out: ends this session and clears the cookies',
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: [403],
  }),

  session: defineCall({
    service: 'login',
    method: 'GET',
    path: '/auth/session',
    access: 'session',
    who: rule.signedIn,
    tags: ['login'],
    summary: 'The current session',
    responses: { 200: sessionInfoSchema },
    errors: [401],
  }),
};
