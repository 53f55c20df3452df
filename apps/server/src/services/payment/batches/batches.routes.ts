import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Batches of envelopes, under `/api/payment/`: finance records, corrects and closes; locale admins read. */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { batches } = app.services;
  serve(app, batchCalls.create, async (request, _reply, { actor, record }) =>
    batches.create(actor, record, request.body, request.ip),
  );
  serve(app, batchCalls.list, async (request, _reply, { record }) => batches.list(record, request.query));
  serve(app, batchCalls.get, async (_request, _reply, { record }) => batches.get(record));
  serve(app, batchCalls.update, async (request, _reply, { actor, record }) =>
    batches.update(actor, record, request.body, request.ip),
  );
  serve(app, batchCalls.close, async (request, _reply, { actor, record }) =>
    batches.close(actor, record, request.ip),
  );
};
