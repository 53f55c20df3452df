import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kioskCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor, setSessionCookies } from '../../../plugins/auth.ts';

/** Kiosk devices, pairing, and what a paired kiosk reads and sends, under `/api/events/`. */
export const kioskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kiosks } = app.services;

  serve(app, kioskCalls.create, async (request) => kiosks.create(await requireActor(request), request.body));
  serve(app, kioskCalls.list, async (request) =>
    kiosks.list(await requireActor(request), request.query.localeId),
  );
  serve(app, kioskCalls.update, async (request) =>
    kiosks.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, kioskCalls.newPairingCode, async (request) =>
    kiosks.newPairingCode(await requireActor(request), request.params.id),
  );
  serve(app, kioskCalls.revoke, async (request) => {
    await kiosks.revoke(await requireActor(request), request.params.id);
    return { ok: true as const };
  });

  // The kiosk's session cookie is set as sign-in sets it; the answer carries the token for Bearer use too.
  serve(app, kioskCalls.pair, async (request, reply) => {
    const paired = await kiosks.pair(request.body.code, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    const { token, xsrfToken, ...session } = paired.session;
    setSessionCookies(reply, token, xsrfToken, {
      secure: app.config.cookieSecure,
      expiresAt: new Date(session.expiresAt),
    });
    return { ...paired, session };
  });

  serve(app, kioskCalls.roster, async (request) => kiosks.roster(await requireActor(request), request.query));
  serve(app, kioskCalls.sync, async (request) =>
    kiosks.sync(await requireActor(request), request.body.items),
  );
};
