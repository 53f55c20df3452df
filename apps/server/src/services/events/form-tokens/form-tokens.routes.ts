import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formTokenCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Public forms' tokens, under `/api/events/` (no session). */
export const formTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { formTokens } = app.services;
  serve(app, formTokenCalls.issue, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return formTokens.issue(request.body.form);
  });
};
