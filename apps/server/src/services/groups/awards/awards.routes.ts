import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awardCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Awards, under `/api/groups/`: the locale's list and one award (members and admins), giving and computing (admins). */
export const awardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { awards } = app.services;
  serve(app, awardCalls.list, async (request, _reply, { record }) => awards.list(record, request.query));
  serve(app, awardCalls.get, async (_request, _reply, { record }) => awards.get(record));
  serve(app, awardCalls.give, async (request, _reply, { actor, record }) =>
    awards.give(actor, record, request.body, request.ip),
  );
  serve(app, awardCalls.remove, async (request, _reply, { actor, record }) =>
    awards.remove(actor, record, request.ip),
  );
  serve(app, awardCalls.compute, async (request, _reply, { actor, record }) =>
    awards.compute(actor, record, request.body, request.ip),
  );
};
