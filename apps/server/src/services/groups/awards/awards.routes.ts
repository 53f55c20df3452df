import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awardCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Awards, under `/api/groups/`: the locale's list and one award (members and admins), giving and computing (admins). */
export const awardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { awards } = app.services;
  serve(app, awardCalls.list, async (request) => awards.list(await requireActor(request), request.query));
  serve(app, awardCalls.get, async (request) => awards.get(await requireActor(request), request.params.id));
  serve(app, awardCalls.give, async (request) =>
    awards.give(await requireActor(request), request.body, request.ip),
  );
  serve(app, awardCalls.remove, async (request) =>
    awards.remove(await requireActor(request), request.params.id, request.ip),
  );
  serve(app, awardCalls.compute, async (request) =>
    awards.compute(await requireActor(request), request.body, request.ip),
  );
};
