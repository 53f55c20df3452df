import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { householdCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Households: mine, admins' list, one household, requests and invitations, members and dependants. */
export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { households } = app.services;
  serve(app, householdCalls.mine, async (request) => households.mine(await requireActor(request)));
  serve(app, householdCalls.create, async (request) =>
    households.create(await requireActor(request), request.body),
  );
  serve(app, householdCalls.list, async (request) =>
    households.list(await requireActor(request), request.query),
  );
  serve(app, householdCalls.get, async (request) =>
    households.get(await requireActor(request), request.params.id),
  );
  serve(app, householdCalls.update, async (request) =>
    households.update(await requireActor(request), request.params.id, request.body),
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
  serve(app, householdCalls.removeMember, async (request) =>
    households.removeMember(await requireActor(request), request.params.id, request.params.memberId),
  );
  serve(app, householdCalls.addDependant, async (request) =>
    households.addDependant(await requireActor(request), request.params.id, request.body),
  );
  serve(app, householdCalls.updateDependant, async (request) =>
    households.updateDependant(
      await requireActor(request),
      request.params.id,
      request.params.dependantId,
      request.body,
    ),
  );
  serve(app, householdCalls.removeDependant, async (request) =>
    households.removeDependant(await requireActor(request), request.params.id, request.params.dependantId),
  );
};
