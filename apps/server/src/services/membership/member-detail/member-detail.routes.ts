import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberDetailCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** One member as an admin sees them, under `/api/membership/`. */
export const memberDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberDetail } = app.services;
  serve(app, memberDetailCalls.detail, async (request) =>
    memberDetail.detail(await requireActor(request), request.params.id),
  );
};
