import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rsvpCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** RSVPs, under `/api/events/`: guests' own (public, by code), leaders', ushers' and admins'. */
export const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rsvps } = app.services;
  serve(app, rsvpCalls.create, async (request) => rsvps.create(request.params.id, request.body, request.ip));
  serve(app, rsvpCalls.byCode, async (request) => rsvps.byCode(request.query.code));
  serve(app, rsvpCalls.calendarByCode, async (request, reply) => {
    const file = await rsvps.calendarByCode(request.query.code);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${encodeURIComponent(file.filename)}"`)
      .header('cache-control', 'private, no-store')
      .send(file.ics);
  });
  serve(app, rsvpCalls.confirmByCode, async (request) => rsvps.confirmByCode(request.body.code));
  serve(app, rsvpCalls.cancelByCode, async (request) => rsvps.cancelByCode(request.body.code));
  serve(app, rsvpCalls.onBehalf, async (request, _reply, { actor }) =>
    rsvps.onBehalf(actor, request.params.id, request.body),
  );
  serve(app, rsvpCalls.list, async (request, _reply, { actor, record }) =>
    rsvps.list(actor, record, request.query),
  );
  serve(app, rsvpCalls.exportCsv, async (_request, reply, { actor, record }) => {
    const file = await rsvps.exportCsv(actor, record);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.csv);
  });
  serve(app, rsvpCalls.update, async (request, _reply, { actor, record }) =>
    rsvps.update(actor, record, request.params.rsvpId, request.body),
  );
  serve(app, rsvpCalls.summary, async (request, _reply, { actor, record }) => rsvps.summary(actor, record));
  serve(app, rsvpCalls.arrive, async (request, _reply, { actor, record }) =>
    rsvps.arrive(actor, record, request.body, { admitOutsideWindow: request.body.admitOutsideWindow }),
  );
  serve(app, rsvpCalls.walkIn, async (request, _reply, { actor, record }) =>
    rsvps.walkIn(actor, record, request.body),
  );
};
