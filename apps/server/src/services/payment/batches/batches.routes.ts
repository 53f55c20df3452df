import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Batches of envelopes, under `/api/payment/`: finance records, corrects and closes; locale admins read. */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { batches } = app.services;
  serve(app, batchCalls.create, async (request) =>
    batches.create(await requireActor(request), request.body, request.ip),
  );
  serve(app, batchCalls.list, async (request) => batches.list(await requireActor(request), request.query));
  serve(app, batchCalls.get, async (request) => batches.get(await requireActor(request), request.params.id));
  serve(app, batchCalls.update, async (request) =>
    batches.update(await requireActor(request), request.params.id, request.body, request.ip),
  );
  serve(app, batchCalls.close, async (request) =>
    batches.close(await requireActor(request), request.params.id, request.ip),
  );
};
