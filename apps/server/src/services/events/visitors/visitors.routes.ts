import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** The public visitor form, its e-mail confirmation and its inviter look-ups, under `/api/events/` (no session). */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visitors } = app.services;

  serve(app, visitorCalls.submit, async (request) => visitors.submit(request.body));
  serve(app, visitorCalls.confirmEmail, async (request) => visitors.confirmEmail(request.body.token));
  serve(app, visitorCalls.inviters, async (request) =>
    visitors.inviters(request.query.localeId, request.query.q),
  );
  serve(app, visitorCalls.inviter, async (request) => visitors.inviter(request.params.id));
};
