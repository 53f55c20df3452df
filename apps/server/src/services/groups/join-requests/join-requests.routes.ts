import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinRequestCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Requests to join a flock or a group, under `/api/groups/`. */
export const joinRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { joinRequests } = app.services;
  serve(app, joinRequestCalls.create, async (request, _reply, { actor }) =>
    joinRequests.create(actor, request.body),
  );
  serve(app, joinRequestCalls.list, async (request, _reply, { actor }) =>
    joinRequests.list(actor, request.query),
  );
  serve(app, joinRequestCalls.accept, async (request, _reply, { actor }) =>
    joinRequests.accept(actor, request.params.id),
  );
  serve(app, joinRequestCalls.decline, async (request, _reply, { actor }) =>
    joinRequests.decline(actor, request.params.id, request.body.reason),
  );
  serve(app, joinRequestCalls.withdraw, async (request, _reply, { actor }) =>
    joinRequests.withdraw(actor, request.params.id),
  );
};
