import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { churchEventCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Church events, under `/api/events/`. */
export const churchEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { churchEvents } = app.services;
  serve(app, churchEventCalls.create, async (request) =>
    churchEvents.create(await requireActor(request), request.body),
  );
  serve(app, churchEventCalls.list, async (request) =>
    churchEvents.list(await requireActor(request), request.query),
  );
  serve(app, churchEventCalls.get, async (request) =>
    churchEvents.get(await requireActor(request), request.params.id),
  );
};
