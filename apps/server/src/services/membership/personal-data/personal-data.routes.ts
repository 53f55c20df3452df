import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, idParams, personalDataBodySchema, profileSchema } from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

/** The member's personal data, under `/api/membership/`. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { personalData } = app.services;

  app.patch(
    '/members/updateMemberGoodManApp/:id',
    {
      schema: {
        tags: ['membership'],
        summary: "Update a member's personal data (only the fields sent change)",
        description:
          'The member themself (endorsed) or an admin over their locale; an admin’s change is audited. `null` clears a ' +
          'field. `email` is refused here (422): it changes through the admin email-change flow. Answers the updated profile.',
        params: idParams,
        body: personalDataBodySchema,
        response: {
          200: profileSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => personalData.update(await requireActor(request), request.params.id, request.body),
  );
};
