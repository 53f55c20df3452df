import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEmailChangeBodySchema,
  emailChangeConfirmBodySchema,
  emailChangeConfirmedSchema,
  emailChangeRequestSchema,
  errorEnvelopeSchema,
  idParams,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const tags = ['membership admin'];
const overMember = 'An admin over the member’s locale (or district, or a super admin); others 403. Audited.';

/** Endorsement, transfers and e-mail changes decided by admins, under `/api/membership/`. */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emailChanges } = app.services;
  app.post(
    '/admin/members/changeEmail/:id',
    {
      schema: {
        tags,
        summary:
          'Change a member’s e-mail: a confirmation link goes to the new address, a notice to the old one',
        description: `${overMember} 409 when another account uses the address (ignoring case). Takes effect once confirmed.`,
        params: idParams,
        body: adminEmailChangeBodySchema,
        response: { 201: emailChangeRequestSchema, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await emailChanges.request(await requireActor(request), request.params.id, request.body.email)),
  );

  app.post(
    '/email-change/confirm',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Public: confirm a new e-mail address with the token from the link (rate-limited)',
        description: '422 for an unknown, used or expired token; 409 if the address was taken meanwhile.',
        body: emailChangeConfirmBodySchema,
        response: { 200: emailChangeConfirmedSchema, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request) => emailChanges.confirm(request.body.token),
  );
};
