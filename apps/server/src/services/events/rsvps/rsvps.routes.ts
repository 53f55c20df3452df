import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rsvpCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** RSVPs, under `/api/events/`: guests' own (public, by code), leaders', ushers' and admins'. */
export const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rsvps } = app.services;
  serve(app, rsvpCalls.create, async (request) => rsvps.create(request.params.id, request.body, request.ip));
  serve(app, rsvpCalls.byCode, async (request) => rsvps.byCode(request.query.code));
  serve(app, rsvpCalls.confirmByCode, async (request) => rsvps.confirmByCode(request.body.code));
  serve(app, rsvpCalls.cancelByCode, async (request) => rsvps.cancelByCode(request.body.code));
  serve(app, rsvpCalls.onBehalf, async (request) =>
    rsvps.onBehalf(await requireActor(request), request.params.id, request.body),
  );
  serve(app, rsvpCalls.list, async (request) =>
    rsvps.list(await requireActor(request), request.params.id, request.query),
  );
  serve(app, rsvpCalls.exportCsv, async (request, reply) => {
    const file = await rsvps.exportCsv(await requireActor(request), request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.csv);
  });
  serve(app, rsvpCalls.update, async (request) =>
    rsvps.update(await requireActor(request), request.params.id, request.params.rsvpId, request.body),
  );
  serve(app, rsvpCalls.summary, async (request) =>
    rsvps.summary(await requireActor(request), request.params.id),
  );
  serve(app, rsvpCalls.arrive, async (request) =>
    rsvps.arrive(await requireActor(request), request.params.id, request.body.code),
  );
  serve(app, rsvpCalls.walkIn, async (request) =>
    rsvps.walkIn(await requireActor(request), request.params.id, request.body),
  );
};
