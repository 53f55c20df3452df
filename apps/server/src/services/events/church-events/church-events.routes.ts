import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { churchEventCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Church events, under `/api/events/` (the flyers are the flyers feature's). */
export const churchEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { churchEvents } = app.services;
  serve(app, churchEventCalls.create, async (request) =>
    churchEvents.create(await requireActor(request), request.body),
  );
  serve(app, churchEventCalls.createForDistrict, async (request) =>
    churchEvents.createForDistrict(await requireActor(request), request.body),
  );
  serve(app, churchEventCalls.list, async (request) =>
    churchEvents.list(await requireActor(request), request.query),
  );
  // Before `events/:id`, though Fastify's router prefers the static segment anyway.
  serve(app, churchEventCalls.upcoming, async (request) => churchEvents.upcoming(request.query.memberId));
  serve(app, churchEventCalls.get, async (request) =>
    churchEvents.get(await requireActor(request), request.params.id),
  );
  serve(app, churchEventCalls.update, async (request) =>
    churchEvents.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, churchEventCalls.remove, async (request) =>
    churchEvents.remove(await requireActor(request), request.params.id),
  );
  serve(app, churchEventCalls.public, async (request) => churchEvents.public(request.params.id));
};
