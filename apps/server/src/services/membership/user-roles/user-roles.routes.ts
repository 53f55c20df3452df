import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRoleCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** A user's role grants, given and taken away by admins, under `/api/membership/`. */
export const userRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userRoles } = app.services;
  serve(app, userRoleCalls.list, async (request) =>
    userRoles.list(await requireActor(request), request.params.userId),
  );
  serve(app, userRoleCalls.grant, async (request) =>
    userRoles.grant(await requireActor(request), request.params.userId, request.body),
  );
  serve(app, userRoleCalls.revoke, async (request) =>
    userRoles.revoke(await requireActor(request), request.params.userId, request.params.grantId),
  );
};
