import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalDataCalls } from '@congregate/contracts';
import { ifMatchOf, serve } from '../../../lib/serve-call.ts';

/** The member's personal data, under `/api/membership/`. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { personalData } = app.services;
  serve(app, personalDataCalls.update, async (request, _reply, { actor, member }) =>
    personalData.update(actor, member, request.body, ifMatchOf(request)),
  );
};
