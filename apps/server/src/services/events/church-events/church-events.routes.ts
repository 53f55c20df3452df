import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { churchEventCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Church events, under `/api/events/` (the flyers are the flyers feature's). */
export const churchEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { churchEvents } = app.services;
  serve(app, churchEventCalls.create, async (request, _reply, { actor, record }) =>
    churchEvents.create(actor, record, request.body),
  );
  serve(app, churchEventCalls.createForDistrict, async (request, _reply, { actor }) =>
    churchEvents.createForDistrict(actor, request.body),
  );
  serve(app, churchEventCalls.list, async (request, _reply, { record }) =>
    churchEvents.list(record, request.query),
  );
  // Before `events/:id`, though Fastify's router prefers the static segment anyway.
  serve(app, churchEventCalls.upcoming, async (request) => churchEvents.upcoming(request.query.memberId));
  serve(app, churchEventCalls.get, async (_request, _reply, { record }) => churchEvents.get(record));
  serve(app, churchEventCalls.update, async (request, _reply, { actor, record }) =>
    churchEvents.update(actor, record, request.body),
  );
  serve(app, churchEventCalls.remove, async (_request, _reply, { actor, record }) =>
    churchEvents.remove(actor, record),
  );
  serve(app, churchEventCalls.public, async (request) => churchEvents.public(request.params.id));
};
