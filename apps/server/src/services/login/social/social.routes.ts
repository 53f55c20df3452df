import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { socialCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { optionalActor, requireActor } from '../../../plugins/auth.ts';
import type { ClientInfo } from '../auth/auth.service.ts';
import { replyWithSession } from '../sessions/session-reply.ts';

/** The cookie that binds a social sign-in to the browser that started it (the state's hash; see the service). */
export const SOCIAL_FLOW_COOKIE = 'congregate_social_flow';

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Social sign-in with Google and Facebook, and the signed-in member's sign-in methods, under `/api/login/`. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { social } = app.services;
  const secure = app.config.cookieSecure;

  serve(app, socialCalls.providers, async () => social.providers());

  // Lax: the provider sends the browser back with a top-level GET, which carries it; a cross-site request does not.
  const flowCookieOptions = (path: string) => ({ path, httpOnly: true, sameSite: 'lax' as const, secure });

  serve(app, socialCalls.start, async (request, reply) => {
    const { location, flowCookie } = await social.start(
      request.params.provider,
      request.query,
      await optionalActor(request),
    );
    if (flowCookie) {
      void reply.setCookie(SOCIAL_FLOW_COOKIE, flowCookie.value, {
        ...flowCookieOptions(flowCookie.path),
        expires: flowCookie.expiresAt,
      });
    }
    return reply.redirect(location, 302);
  });

  serve(app, socialCalls.callback, async (request, reply) => {
    const outcome = await social.callback(
      request.params.provider,
      request.query,
      request.cookies[SOCIAL_FLOW_COOKIE],
      clientInfo(request),
    );
    if (outcome.clearFlowCookie) {
      void reply.clearCookie(SOCIAL_FLOW_COOKIE, flowCookieOptions(outcome.clearFlowCookie));
    }
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
