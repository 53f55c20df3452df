import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoCategoryCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Video categories, under `/api/video/`. */
export const videoCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { videoCategories } = app.services;
  serve(app, videoCategoryCalls.list, async (request) =>
    videoCategories.list(await requireActor(request), request.query),
  );
  serve(app, videoCategoryCalls.create, async (request) =>
    videoCategories.create(await requireActor(request), request.body),
  );
  serve(app, videoCategoryCalls.update, async (request) =>
    videoCategories.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, videoCategoryCalls.remove, async (request) =>
    videoCategories.remove(await requireActor(request), request.params.id),
  );
};
