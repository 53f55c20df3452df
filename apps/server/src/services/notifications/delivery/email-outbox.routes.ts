import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailOutboxCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** The e-mail outbox, under `/api/notifications/`: the list with counts and a failed e-mail's retry (super admin). */
export const emailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emailOutbox } = app.services;
  serve(app, emailOutboxCalls.list, async (request) => emailOutbox.list(request.query));
  serve(app, emailOutboxCalls.retry, async (request) => emailOutbox.retry(request.params.id));
};
