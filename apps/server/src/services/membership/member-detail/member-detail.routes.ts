import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberDetailCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** One member as an admin sees them, under `/api/membership/`. */
export const memberDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberDetail } = app.services;
  serve(app, memberDetailCalls.detail, async (_request, _reply, { member }) => memberDetail.detail(member));
};
