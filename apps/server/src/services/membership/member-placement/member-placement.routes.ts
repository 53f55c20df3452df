import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberPlacementCalls } from '@congregate/contracts';
import { ifMatchOf, serve } from '../../../lib/serve-call.ts';

/** A member's type and flock, set by an admin, under `/api/membership/`. */
export const memberPlacementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberPlacement } = app.services;
  serve(app, memberPlacementCalls.place, async (request, _reply, { actor, member }) =>
    memberPlacement.place(actor, member, request.body, ifMatchOf(request)),
  );
};
