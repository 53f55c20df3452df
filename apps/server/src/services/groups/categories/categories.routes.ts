import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** The one category picker's categories, under `/api/groups/`. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories } = app.services;
  serve(app, categoryCalls.list, async (request) =>
    categories.list(await requireActor(request), request.query),
  );
  serve(app, categoryCalls.create, async (request) =>
    categories.create(await requireActor(request), request.body),
  );
  serve(app, categoryCalls.update, async (request) =>
    categories.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, categoryCalls.remove, async (request) =>
    categories.remove(await requireActor(request), request.params.id),
  );
};
