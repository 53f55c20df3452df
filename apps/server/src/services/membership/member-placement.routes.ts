import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  idParams,
  memberPlacementBodySchema,
  memberSchema,
} from '@congregate/contracts';
import { requireActor } from '../../plugins/auth.ts';

/** A member's type and flock, set by an admin, under `/api/membership/`. */
export const memberPlacementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberPlacement } = app.services;

  app.patch(
    '/admin/members/:id/placement',
    {
      schema: {
        tags: ['membership admin'],
        summary: 'Set a member’s type and/or flock (`flockId: null` takes them out of their flock)',
        description:
          'An admin over the member’s locale (locale, district or super admin); others 403, flock leaders included. ' +
          'At least one field; the flock must belong to the member’s current locale (422 otherwise). ' +
          'Answers the updated member. Audited with the values before and after.',
        params: idParams,
        body: memberPlacementBodySchema,
        response: {
          200: memberSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => memberPlacement.place(await requireActor(request), request.params.id, request.body),
  );
};
