import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { qrLocationCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** QR-location posters and the check-in they give, under `/api/events/`. */
export const qrLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { qrLocations } = app.services;

  serve(app, qrLocationCalls.create, async (request, _reply, { actor, record }) =>
    qrLocations.create(actor, record, request.body),
  );
  serve(app, qrLocationCalls.list, async (_request, _reply, { record }) => qrLocations.list(record));
  serve(app, qrLocationCalls.remove, async (_request, _reply, { actor, record }) => {
    await qrLocations.remove(actor, record);
    return { ok: true as const };
  });
  serve(app, qrLocationCalls.publicInfo, async (request) => qrLocations.publicInfo(request.params.id));
  serve(app, qrLocationCalls.checkIn, async (request, reply, { actor }) => {
    const outcome = await qrLocations.checkIn(actor, request.params.id, request.body.clientId);
    void reply.status(outcome.status);
    return outcome.body;
  });
};
