import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkInCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Check-ins and the flock leader's attendance form, under `/api/events/`. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkIns, flockAttendance } = app.services;

  serve(app, checkInCalls.record, async (request, reply) => {
    const outcome = await checkIns.record(await requireActor(request), request.body);
    void reply.status(outcome.status);
    return outcome.body;
  });
  serve(app, checkInCalls.remove, async (request) => {
    await checkIns.remove(await requireActor(request), request.params.id);
    return { ok: true as const };
  });
  serve(app, checkInCalls.list, async (request) => checkIns.list(await requireActor(request), request.query));
  serve(app, checkInCalls.flockAttendance, async (request, _reply, { actor, record }) =>
    flockAttendance.read(actor, record, request.query.flockId),
  );
  serve(app, checkInCalls.saveFlockAttendance, async (request, _reply, { actor, record }) =>
    flockAttendance.save(actor, record, request.body),
  );
};
