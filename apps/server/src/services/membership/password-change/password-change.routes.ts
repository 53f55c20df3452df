import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipPasswordChangeCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** The caller's password change, under `/api/membership/` (the same change as the login service's). */
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  serve(app, membershipPasswordChangeCalls.change, async (request) =>
    auth.changePassword(await requireActor(request), null, request.body),
  );
};
