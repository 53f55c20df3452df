import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinRequestCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Requests to join a flock or a group, under `/api/groups/`. */
export const joinRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { joinRequests } = app.services;
  serve(app, joinRequestCalls.create, async (request) =>
    joinRequests.create(await requireActor(request), request.body),
  );
  serve(app, joinRequestCalls.list, async (request) =>
    joinRequests.list(await requireActor(request), request.query),
  );
  serve(app, joinRequestCalls.accept, async (request) =>
    joinRequests.accept(await requireActor(request), request.params.id),
  );
  serve(app, joinRequestCalls.decline, async (request) =>
    joinRequests.decline(await requireActor(request), request.params.id, request.body.reason),
  );
  serve(app, joinRequestCalls.withdraw, async (request) =>
    joinRequests.withdraw(await requireActor(request), request.params.id),
  );
};
