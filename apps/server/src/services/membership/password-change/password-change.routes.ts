import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  errorEnvelopeSchema,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

/** Sends JSON that is already checked and serialised; Fastify passes a string through untouched. */

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Foundation calls of the membership service, under `/api/membership/`. */
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.put(
    '/users/changePassword',
    {
      schema: {
        tags: ['membership'],
        summary: "Change the caller's password; ends their other sessions",
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...denied, 422: errorEnvelopeSchema },
      },
    },
    async (request) => auth.changePassword(await requireActor(request), null, request.body),
  );
};
