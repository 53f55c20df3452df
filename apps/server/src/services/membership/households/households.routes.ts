import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { householdCalls } from '@congregate/contracts';
import { householdInScope } from '../../../access/household-access.ts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Households: mine, admins' list, one household, requests and invitations, members and dependants. */
export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { households } = app.services;
  serve(app, householdCalls.mine, async (request) => households.mine(await requireActor(request)));
  serve(app, householdCalls.create, async (request) =>
    households.create(await requireActor(request), request.body),
  );
  serve(app, householdCalls.list, async (request, _reply, { record }) =>
    households.list(record, request.query),
  );
  serve(app, householdCalls.get, async (request, _reply, { actor }) =>
    households.get(actor, await householdInScope(app.db, actor, request.params.id, 'see')),
  );
  serve(app, householdCalls.update, async (request, _reply, { actor }) =>
    households.update(actor, await householdInScope(app.db, actor, request.params.id, 'edit'), request.body),
  );
  serve(app, householdCalls.request, async (request) =>
    households.request(await requireActor(request), request.params.id, request.body),
  );
  serve(app, householdCalls.requests, async (request) => households.requests(await requireActor(request)));
  serve(app, householdCalls.accept, async (request) =>
    households.accept(await requireActor(request), request.params.id),
  );
  serve(app, householdCalls.decline, async (request) =>
    households.decline(await requireActor(request), request.params.id),
  );
  serve(app, householdCalls.removeMember, async (request, _reply, { actor }) =>
    households.removeMember(
      actor,
      await householdInScope(app.db, actor, request.params.id, 'see'),
      request.params.memberId,
    ),
  );
  serve(app, householdCalls.addDependant, async (request, _reply, { actor }) =>
    households.addDependant(
      actor,
      await householdInScope(app.db, actor, request.params.id, 'edit'),
      request.body,
    ),
  );
  serve(app, householdCalls.updateDependant, async (request, _reply, { actor }) =>
    households.updateDependant(
      actor,
      await householdInScope(app.db, actor, request.params.id, 'edit'),
      request.params.dependantId,
      request.body,
    ),
  );
  serve(app, householdCalls.removeDependant, async (request, _reply, { actor }) =>
    households.removeDependant(
      actor,
      await householdInScope(app.db, actor, request.params.id, 'edit'),
      request.params.dependantId,
    ),
  );
};
