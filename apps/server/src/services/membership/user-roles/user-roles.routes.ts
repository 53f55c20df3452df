import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRoleCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** A user's role grants, given and taken away by admins, under `/api/membership/`. */
export const userRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { userRoles } = app.services;
  serve(app, userRoleCalls.list, async (_request, _reply, { record }) => userRoles.list(record));
  serve(app, userRoleCalls.grant, async (request, _reply, { actor, record }) =>
    userRoles.grant(actor, record, request.body),
  );
  serve(app, userRoleCalls.revoke, async (request, _reply, { actor, record }) =>
    userRoles.revoke(actor, record, request.params.grantId),
  );
};
