import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** E-mail changes started by admins and confirmed from the e-mailed link, under `/api/membership/`. */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emailChanges } = app.services;
  serve(app, emailChangeCalls.request, async (request, _reply, { actor, member }) =>
    emailChanges.request(actor, member, request.body.email),
  );
  serve(app, emailChangeCalls.confirm, async (request) => emailChanges.confirm(request.body.token));
};
