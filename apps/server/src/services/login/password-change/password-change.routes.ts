import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBodySchema, changePasswordResponseSchema, errorEnvelopeSchema, idParams } from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** The caller's password change, under `/api/login/`. */
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.put(
    '/changePassword/:id',
    {
      schema: {
        tags: ['login'],
        summary: "Change the caller's password (id: the caller's user or member id); ends their other sessions",
        params: idParams,
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
    },
    async (request) => auth.changePassword(await requireActor(request), request.params.id, request.body),
  );
};
