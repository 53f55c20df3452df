import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flockCareCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** A leader's flock, under `/api/groups/`. */
export const flockCareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flockCare } = app.services;
  serve(app, flockCareCalls.led, async (_request, _reply, { actor }) => flockCare.led(actor));
  serve(app, flockCareCalls.overview, async (request, _reply, { record }) =>
    flockCare.overview(record, request.query.date),
  );
  serve(app, flockCareCalls.members, async (request, _reply, { record }) =>
    flockCare.members(record, request.query),
  );
  serve(app, flockCareCalls.member, async (request, _reply, { record }) =>
    flockCare.member(record, request.params.memberId),
  );
  serve(app, flockCareCalls.celebrants, async (request, _reply, { record }) =>
    flockCare.celebrants(record, request.query),
  );
};
