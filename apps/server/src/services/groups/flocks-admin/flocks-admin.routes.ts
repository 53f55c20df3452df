import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupFlockCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** A locale's flocks and clusters, under `/api/groups/`. */
export const groupFlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groupFlocks } = app.services;
  serve(app, groupFlockCalls.list, async (request) =>
    groupFlocks.list(await requireActor(request), request.query),
  );
  serve(app, groupFlockCalls.create, async (request) =>
    groupFlocks.create(await requireActor(request), request.body),
  );
  serve(app, groupFlockCalls.update, async (request) =>
    groupFlocks.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, groupFlockCalls.remove, async (request) =>
    groupFlocks.remove(await requireActor(request), request.params.id),
  );
  serve(app, groupFlockCalls.clusters, async (request) =>
    groupFlocks.clusters(await requireActor(request), request.query.localeId),
  );
};
