import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countriesCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** The country list, under `/api/v1/config/` (no token). */
export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { countries } = app.services;
  serve(app, countriesCalls.list, (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=86400');
    return countries.list();
  });
};
