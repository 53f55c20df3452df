import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kioskCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { setSessionCookies } from '../../../plugins/auth.ts';

/** Kiosk devices, pairing, and what a paired kiosk reads and sends, under `/api/events/`. */
export const kioskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { kiosks } = app.services;

  serve(app, kioskCalls.create, async (request, _reply, { actor, record }) =>
    kiosks.create(actor, record, request.body),
  );
  serve(app, kioskCalls.list, async (_request, _reply, { record }) => kiosks.list(record));
  serve(app, kioskCalls.update, async (request, _reply, { actor, record }) =>
    kiosks.update(actor, record, request.body),
  );
  serve(app, kioskCalls.newPairingCode, async (_request, _reply, { actor, record }) =>
    kiosks.newPairingCode(actor, record),
  );
  serve(app, kioskCalls.revoke, async (_request, _reply, { actor, record }) => {
    await kiosks.revoke(actor, record);
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

  serve(app, kioskCalls.roster, async (request, _reply, { actor }) => kiosks.roster(actor, request.query));
  serve(app, kioskCalls.sync, async (request, _reply, { actor }) => kiosks.sync(actor, request.body.items));
};
