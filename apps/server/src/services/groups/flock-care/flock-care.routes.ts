import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flockCareCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** A leader's flock, under `/api/groups/`. */
export const flockCareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flockCare } = app.services;
  serve(app, flockCareCalls.led, async (request) => flockCare.led(await requireActor(request)));
  serve(app, flockCareCalls.overview, async (request) =>
    flockCare.overview(await requireActor(request), request.params.id, request.query.date),
  );
  serve(app, flockCareCalls.members, async (request) =>
    flockCare.members(await requireActor(request), request.params.id, request.query),
  );
  serve(app, flockCareCalls.member, async (request) =>
    flockCare.member(await requireActor(request), request.params.id, request.params.memberId),
  );
  serve(app, flockCareCalls.celebrants, async (request) =>
    flockCare.celebrants(await requireActor(request), request.params.id, request.query),
  );
};
