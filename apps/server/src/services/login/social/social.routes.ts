import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { socialCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { optionalActor, requireActor } from '../../../plugins/auth.ts';
import type { ClientInfo } from '../auth/auth.service.ts';
import { replyWithSession } from '../sessions/session-reply.ts';

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Social sign-in with Google and Facebook, and the signed-in member's sign-in methods, under `/api/login/`. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { social } = app.services;
  const secure = app.config.cookieSecure;

  serve(app, socialCalls.providers, async () => social.providers());

  serve(app, socialCalls.start, async (request, reply) =>
    reply.redirect(
      await social.start(request.params.provider, request.query, await optionalActor(request)),
      302,
    ),
  );

  serve(app, socialCalls.callback, async (request, reply) => {
    const outcome = await social.callback(request.params.provider, request.query, clientInfo(request));
    if (outcome.session) replyWithSession(reply, outcome.session, secure);
    return reply.redirect(outcome.location, 302);
  });

  serve(app, socialCalls.pending, async (request) => social.pending(request.params.token));

  serve(app, socialCalls.confirm, async (request, reply) =>
    replyWithSession(
      reply,
      await social.confirm(request.params.token, request.body.password, clientInfo(request)),
      secure,
    ),
  );

  serve(app, socialCalls.emailLink, async (request) => social.emailLink(request.params.token));

  serve(app, socialCalls.confirmEmail, async (request, reply) =>
    replyWithSession(reply, await social.confirmEmail(request.body.token, clientInfo(request)), secure),
  );

  serve(app, socialCalls.register, async (request, reply) =>
    replyWithSession(
      reply,
      await social.register(request.params.token, request.body, clientInfo(request)),
      secure,
    ),
  );

  serve(app, socialCalls.methods, async (request) => social.methods(await requireActor(request)));

  serve(app, socialCalls.unlink, async (request) =>
    social.unlink(await requireActor(request), request.params.provider),
  );
};
