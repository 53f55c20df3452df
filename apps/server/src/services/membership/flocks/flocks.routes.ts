import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  flockConfigParams,
  flockConfigSchema,
  flockInfoSchema,
  idParams,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

/** Sends JSON that is already checked and serialised; Fastify passes a string through untouched. */

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Foundation calls of the membership service, under `/api/membership/`. */
export const flockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flocks } = app.services;

  app.get(
    '/config/flock/:locale',
    {
      config: { public: true },
      schema: {
        tags: ['membership'],
        summary: 'Public: the flocks of a locale, grouped by cluster',
        params: flockConfigParams,
        response: { 200: flockConfigSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => flocks.flockConfig(request.params.locale),
  );

  app.get(
    '/config/flock/info/:id',
    {
      schema: {
        tags: ['membership'],
        summary: 'One flock with its member count and leaders',
        params: idParams,
        response: { 200: flockInfoSchema, ...denied },
      },
    },
    async (request) => flocks.flockInfo(await requireActor(request), request.params.id),
  );
};
