import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { qrLocationCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** QR-location posters and the check-in they give, under `/api/events/`. */
export const qrLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { qrLocations } = app.services;

  serve(app, qrLocationCalls.create, async (request) =>
    qrLocations.create(await requireActor(request), request.body),
  );
  serve(app, qrLocationCalls.list, async (request) =>
    qrLocations.list(await requireActor(request), request.query.localeId),
  );
  serve(app, qrLocationCalls.remove, async (request) => {
    await qrLocations.remove(await requireActor(request), request.params.id);
    return { ok: true as const };
  });
  serve(app, qrLocationCalls.publicInfo, async (request) => qrLocations.publicInfo(request.params.id));
  serve(app, qrLocationCalls.checkIn, async (request, reply) => {
    const outcome = await qrLocations.checkIn(
      await requireActor(request),
      request.params.id,
      request.body.clientId,
    );
    void reply.status(outcome.status);
    return outcome.body;
  });
};
