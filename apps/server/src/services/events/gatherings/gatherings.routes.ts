import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatheringCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Gatherings, under `/api/events/`. */
export const gatheringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { gatherings } = app.services;

  serve(app, gatheringCalls.current, async (request, _reply, { actor }) =>
    gatherings.current(actor, request.query.localeId),
  );
  serve(app, gatheringCalls.list, async (request, _reply, { record }) =>
    gatherings.list(record, request.query),
  );
  serve(app, gatheringCalls.one, async (_request, _reply, { record }) => gatherings.one(record));
  serve(app, gatheringCalls.create, async (request, _reply, { actor, record }) =>
    gatherings.create(actor, record, request.body),
  );
  serve(app, gatheringCalls.update, async (request, _reply, { actor, record }) =>
    gatherings.update(actor, record, request.body),
  );
  serve(app, gatheringCalls.remove, async (_request, _reply, { actor, record }) =>
    gatherings.remove(actor, record),
  );
};
