import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAccessCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** What a user's roles allow, under `/api/membership/`. */
export const userAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userAccess } = app.services;
  serve(app, userAccessCalls.get, async (request) =>
    userAccess.get(await requireActor(request), request.params.id),
  );
};
