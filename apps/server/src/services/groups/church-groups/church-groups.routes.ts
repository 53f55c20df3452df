import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { churchGroupCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** A locale's groups and their members, under `/api/groups/`. */
export const churchGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { churchGroups } = app.services;
  serve(app, churchGroupCalls.list, async (request) =>
    churchGroups.list(await requireActor(request), request.query),
  );
  serve(app, churchGroupCalls.create, async (request) =>
    churchGroups.create(await requireActor(request), request.body),
  );
  serve(app, churchGroupCalls.update, async (request) =>
    churchGroups.update(await requireActor(request), request.params.id, request.body),
  );
  serve(app, churchGroupCalls.remove, async (request) =>
    churchGroups.remove(await requireActor(request), request.params.id),
  );
  serve(app, churchGroupCalls.members, async (request) =>
    churchGroups.members(await requireActor(request), request.params.id, request.query),
  );
  serve(app, churchGroupCalls.addMember, async (request) =>
    churchGroups.addMember(await requireActor(request), request.params.id, request.body),
  );
  serve(app, churchGroupCalls.removeMember, async (request) =>
    churchGroups.removeMember(await requireActor(request), request.params.id, request.params.memberId),
  );
};
