import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, localeIdParams, localeInformationSchema } from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

/** What a member may know about a locale (`locale-information`), under `/api/membership/`. */
export const localeInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { localeInformation } = app.services;

  app.get(
    '/locales/:localeId/information',
    {
      schema: {
        tags: ['membership'],
        summary: 'A locale’s address, contact, weekly services, district, flock count and officers',
        description:
          'Any signed-in account. Officers (locale admins, finance, flock leaders with their flock) are listed ' +
          'by name and role only, without their contact data. 404 for an unknown locale.',
        params: localeIdParams,
        response: {
          200: localeInformationSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await requireActor(request);
      return localeInformation.information(request.params.localeId);
    },
  );
};
