import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endorsementCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** Pending registrations and the admins' decisions about them, under `/api/membership/`. */
export const endorsementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { endorsements } = app.services;
  serve(app, endorsementCalls.pending, async (request) =>
    endorsements.list(await requireActor(request), request.query),
  );
  serve(app, endorsementCalls.endorse, async (request, _reply, { actor, member }) =>
    endorsements.endorse(actor, member, request.body),
  );
  serve(app, endorsementCalls.reject, async (request, _reply, { actor, member }) =>
    endorsements.reject(actor, member, request.body),
  );
  serve(app, endorsementCalls.merge, async (request) =>
    endorsements.merge(await requireActor(request), request.params.id, request.body),
  );
};
