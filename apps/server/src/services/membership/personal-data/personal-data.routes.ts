import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalDataCalls } from '@congregate/contracts';
import { ifMatchOf, serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** The member's personal data, under `/api/membership/`. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { personalData } = app.services;
  serve(app, personalDataCalls.update, async (request) =>
    personalData.update(await requireActor(request), request.params.id, request.body, ifMatchOf(request)),
  );
};
