import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleConfigCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** Module configuration and batch names, under `/api/v1/config/` (configuration token). */
export const moduleConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moduleConfig } = app.services;
  serve(app, moduleConfigCalls.batchNames, () => moduleConfig.batchNames());
  serve(app, moduleConfigCalls.get, (request) => moduleConfig.get(request.params.module));
};
