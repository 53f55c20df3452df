import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pepVisitCalls } from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';
import { serve } from '../../../lib/serve-call.ts';

/** A PEP's repeat visits from the public forms, under `/api/events/`. */
export const pepVisitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pepVisits } = app.services;
  serve(app, pepVisitCalls.list, async (request) =>
    pepVisits.list(await requireActor(request), request.params.id),
  );
  serve(app, pepVisitCalls.apply, async (request) =>
    pepVisits.apply(await requireActor(request), request.params.id, request.params.visitId),
  );
  serve(app, pepVisitCalls.dismiss, async (request) =>
    pepVisits.dismiss(await requireActor(request), request.params.id, request.params.visitId),
  );
};
