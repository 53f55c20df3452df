import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authSessionSchema,
  errorEnvelopeSchema,
  loginBodySchema,
  okSchema,
  registerBodySchema,
  sessionInfoSchema,
} from '@congregate/contracts';
import { z } from 'zod';
import { clearSessionCookies, optionalActor, requireActor, setSessionCookies } from '../../../plugins/auth.ts';
import type { ClientInfo, IssuedSession } from './auth.service.ts';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema };

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Routes of the login service, under `/api/login/`. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  const secure = app.config.cookieSecure;

  const signIn = (reply: FastifyReply, session: IssuedSession) => {
    setSessionCookies(reply, session.token, session.xsrfToken, {
      secure,
      expiresAt: new Date(session.expiresAt),
    });
    const { token: _token, xsrfToken: _xsrf, ...body } = session;
    return body;
  };

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['login'],
        summary: 'Sign in with email and password',
        description:
          'Sets the httpOnly session cookie and the XSRF-TOKEN cookie; `accessToken` also works as `Authorization: Bearer`. ' +
          'Rate-limited per account and per address (429 with Retry-After).',
        body: loginBodySchema,
        response: { 200: authSessionSchema, ...errors },
      },
    },
    async (request, reply) => signIn(reply, await auth.login(request.body.email, request.body.password, clientInfo(request))),
  );

  app.post(
    '/auth/register',
    {
      config: { public: true },
      schema: {
        tags: ['login'],
        summary: 'Register: creates an unendorsed member in the chosen locale and signs in',
        body: registerBodySchema,
        response: { 201: authSessionSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await auth.register(request.body, clientInfo(request));
      return reply.status(201).send(signIn(reply, session));
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { public: true },
      schema: {
        tags: ['login'],
        summary: 'Sign out: ends this session and clears the cookies',
        body: z.strictObject({}).nullish(),
        response: { 200: okSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(await optionalActor(request));
      clearSessionCookies(reply, secure);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['login'],
        summary: 'The current session',
        response: { 200: sessionInfoSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(request);
      return {
        authenticated: true as const,
        userId: actor.userId,
        memberId: actor.memberId,
        email: actor.email,
        userType: actor.userType,
        endorsed: actor.endorsed,
        expiresAt: actor.sessionExpiresAt.toISOString(),
      };
    },
  );
};
