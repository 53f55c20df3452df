import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { churchGroupCalls } from '@congregate/contracts';
import { groupMembersView } from '../../../access/church-group-access.ts';
import { serve } from '../../../lib/serve-call.ts';

/** A locale's groups and their members, under `/api/groups/`. */
export const churchGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { churchGroups } = app.services;
  serve(app, churchGroupCalls.list, async (request, _reply, { actor, record }) =>
    churchGroups.list(actor, record, request.query),
  );
  serve(app, churchGroupCalls.create, async (request, _reply, { actor, record }) =>
    churchGroups.create(actor, record, request.body),
  );
  serve(app, churchGroupCalls.update, async (request, _reply, { actor, record }) =>
    churchGroups.update(actor, record, request.body),
  );
  serve(app, churchGroupCalls.remove, async (_request, _reply, { actor, record }) =>
    churchGroups.remove(actor, record),
  );
  serve(app, churchGroupCalls.members, async (request, _reply, { actor }) =>
    churchGroups.members(await groupMembersView(app.db, actor, request.params.id), request.query),
  );
  serve(app, churchGroupCalls.addMember, async (request, _reply, { actor, record }) =>
    churchGroups.addMember(actor, record, request.body),
  );
  serve(app, churchGroupCalls.removeMember, async (request, _reply, { actor, record }) =>
    churchGroups.removeMember(actor, record, request.params.memberId),
  );
};
