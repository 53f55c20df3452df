import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyRequestCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Family links between members' records, under `/api/membership/`. */
export const familyLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { familyLinks } = app.services;
  serve(app, familyRequestCalls.create, async (request) =>
    familyLinks.create(await requireActor(request), request.body),
  );
  serve(app, familyRequestCalls.list, async (request) => familyLinks.list(await requireActor(request)));
  serve(app, familyRequestCalls.accept, async (request) =>
    familyLinks.accept(await requireActor(request), request.params.id),
  );
  serve(app, familyRequestCalls.decline, async (request) =>
    familyLinks.decline(await requireActor(request), request.params.id),
  );
  serve(app, familyRequestCalls.card, async (request) =>
    familyLinks.card(await requireActor(request), request.params.memberId),
  );
};
