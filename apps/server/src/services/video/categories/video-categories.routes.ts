import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoCategoryCalls } from '@congregate/contracts';
import { categoryMaker } from '../../../access/category-access.ts';
import { serve } from '../../../lib/serve-call.ts';

/** Video categories, under `/api/video/`. */
export const videoCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videoCategories } = app.services;
  serve(app, videoCategoryCalls.list, async (request, _reply, { actor }) =>
    videoCategories.list(actor, request.query),
  );
  serve(app, videoCategoryCalls.create, async (request, _reply, { actor }) =>
    videoCategories.create(actor, await categoryMaker(app.db, actor, request.body.localeId), request.body),
  );
  serve(app, videoCategoryCalls.update, async (request, _reply, { actor, record }) =>
    videoCategories.update(actor, record, request.body),
  );
  serve(app, videoCategoryCalls.remove, async (_request, _reply, { actor, record }) =>
    videoCategories.remove(actor, record),
  );
};
