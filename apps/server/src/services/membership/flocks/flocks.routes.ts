import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flocksCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { requireActor } from '../../../plugins/auth.ts';

/** A locale's flocks and one flock's size and leaders, under `/api/membership/`. */
export const flockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flocks } = app.services;

  serve(app, flocksCalls.ofLocale, async (request) => flocks.flockConfig(request.params.locale));

  serve(app, flocksCalls.info, async (request) =>
    flocks.flockInfo(await requireActor(request), request.params.id),
  );
};
