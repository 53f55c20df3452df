import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localesCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';

/** The locales, under `/api/v1/config/` (configuration token). */
export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { locales } = app.services;
  serve(app, localesCalls.all, () => locales.list());
  serve(app, localesCalls.one, (request) => locales.get(request.params.locale));
};
