import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryCalls } from '@congregate/contracts';
import { categoryMaker } from '../../../access/category-access.ts';
import { serve } from '../../../lib/serve-call.ts';

/** The one category picker's categories, under `/api/groups/`. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { categories } = app.services;
  serve(app, categoryCalls.list, async (request, _reply, { record }) =>
    categories.list(record, request.query.kind),
  );
  serve(app, categoryCalls.create, async (request, _reply, { actor }) =>
    categories.create(actor, await categoryMaker(app.db, actor, request.body.localeId), request.body),
  );
  serve(app, categoryCalls.update, async (request, _reply, { actor, record }) =>
    categories.update(actor, record, request.body),
  );
  serve(app, categoryCalls.remove, async (_request, _reply, { actor, record }) =>
    categories.remove(actor, record),
  );
};
