import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  idParams,
  userAccessSchema,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

/** Sends JSON that is already checked and serialised; Fastify passes a string through untouched. */

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Foundation calls of the membership service, under `/api/membership/`. */
export const userAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;

  app.get(
    '/user-access/:id',
    {
      schema: {
        tags: ['membership'],
        summary: "A user's roles, scopes and permissions (another user's only for an admin over them)",
        params: idParams,
        response: { 200: userAccessSchema, ...denied },
      },
    },
    async (request) => profiles.userAccess(await requireActor(request), request.params.id),
  );
};
