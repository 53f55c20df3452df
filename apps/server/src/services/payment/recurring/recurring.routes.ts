import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recurringCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Recurring gifts, under `/api/payment/`: mine, a member's or a locale's, and cancelling one. */
export const recurringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recurring } = app.services;
  serve(app, recurringCalls.list, async (request) =>
    recurring.list(await requireActor(request), request.query),
  );
  serve(app, recurringCalls.get, async (request) =>
    recurring.get(await requireActor(request), request.params.id),
  );
  serve(app, recurringCalls.cancel, async (request) =>
    recurring.cancel(await requireActor(request), request.params.id, request.ip),
  );
};
