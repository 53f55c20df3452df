import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatheringCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Gatherings, under `/api/events/`. */
export const gatheringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gatherings } = app.services;

  serve(app, gatheringCalls.current, async (request) =>
    gatherings.current(await requireActor(request), request.query.localeId),
  );
  serve(app, gatheringCalls.list, async (request) =>
    gatherings.list(await requireActor(request), request.query),
  );
  serve(app, gatheringCalls.one, async (request) =>
    gatherings.one(await requireActor(request), request.params.id),
  );
  serve(app, gatheringCalls.create, async (request) =>
    gatherings.create(await requireActor(request), request.body),
  );
  serve(app, gatheringCalls.update, async (request) =>
    gatherings.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, gatheringCalls.remove, async (request) =>
    gatherings.remove(await requireActor(request), request.params.id),
  );
};
