import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { clearSessionCookies, optionalActor, requireActor } from '../../../plugins/auth.ts';
import { replyWithSession } from '../sessions/session-reply.ts';
import type { ClientInfo, IssuedSession } from './auth.service.ts';

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Sign-in, registration, sign-out and the current session, under `/api/login/`. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  const secure = app.config.cookieSecure;

  /** Sets the session cookies; the answer carries everything but the cookie secrets. */
  const signIn = (reply: FastifyReply, session: IssuedSession) => replyWithSession(reply, session, secure);

  serve(app, authCalls.login, async (request, reply) =>
    signIn(reply, await auth.login(request.body.email, request.body.password, clientInfo(request))),
  );

  serve(app, authCalls.register, async (request, reply) =>
    signIn(reply, await auth.register(request.body, clientInfo(request))),
  );

  serve(app, authCalls.logout, async (request, reply) => {
    await auth.logout(await optionalActor(request));
    clearSessionCookies(reply, secure);
    return { ok: true as const };
  });

  serve(app, authCalls.session, async (request) => auth.session(await requireActor(request)));
};
