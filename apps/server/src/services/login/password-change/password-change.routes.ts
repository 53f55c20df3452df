import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** The caller's password change, under `/api/login/`. */
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  serve(app, passwordChangeCalls.change, async (request) =>
    auth.changePassword(await requireActor(request), request.params.id, request.body),
  );
};
