import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** E-mail changes started by admins and confirmed from the e-mailed link, under `/api/membership/`. */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emailChanges } = app.services;
  serve(app, emailChangeCalls.request, async (request) =>
    emailChanges.request(await requireActor(request), request.params.id, request.body.email),
  );
  serve(app, emailChangeCalls.confirm, async (request) => emailChanges.confirm(request.body.token));
};
