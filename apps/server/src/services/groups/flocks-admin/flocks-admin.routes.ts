import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupFlockCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** A locale's flocks and clusters, under `/api/groups/`. */
export const groupFlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groupFlocks } = app.services;
  serve(app, groupFlockCalls.list, async (request, _reply, { record }) =>
    groupFlocks.list(record, request.query),
  );
  serve(app, groupFlockCalls.create, async (request, _reply, { actor, record }) =>
    groupFlocks.create(actor, record, request.body),
  );
  serve(app, groupFlockCalls.update, async (request, _reply, { actor, record }) =>
    groupFlocks.update(actor, record, request.body),
  );
  serve(app, groupFlockCalls.remove, async (_request, _reply, { actor, record }) =>
    groupFlocks.remove(actor, record),
  );
  serve(app, groupFlockCalls.clusters, async (_request, _reply, { record }) => groupFlocks.clusters(record));
};
