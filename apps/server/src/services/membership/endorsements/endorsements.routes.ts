import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endorseBodySchema,
  endorsementOutcomeSchema,
  endorsementPageSchema,
  endorsementsQuerySchema,
  errorEnvelopeSchema,
  idParams,
  mergeBodySchema,
  rejectBodySchema,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const tags = ['membership admin'];
const overMember = 'An admin over the member’s locale (or district, or a super admin); others 403. Audited.';

/** Endorsement, transfers and e-mail changes decided by admins, under `/api/membership/`. */
export const endorsementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { endorsements } = app.services;
  app.get(
    '/admin/endorsements',
    {
      schema: {
        tags,
        summary:
          'Pending registrations in the caller’s scope, oldest first, with duplicate hints from any locale',
        description:
          'A hint about a record outside the caller’s scope shows only the reason and that locale’s name. Rejected registrations are left out.',
        querystring: endorsementsQuerySchema,
        response: { 200: endorsementPageSchema, ...refused },
      },
    },
    async (request) => endorsements.list(await requireActor(request), request.query),
  );

  app.post(
    '/admin/members/:id/endorse',
    {
      schema: {
        tags,
        summary:
          'Endorse a pending registration, optionally with member type and flock (of the member’s locale)',
        description: `${overMember} 409 when already endorsed; 422 for a flock of another locale.`,
        params: idParams,
        body: endorseBodySchema,
        response: { 200: endorsementOutcomeSchema, ...refused },
      },
    },
    async (request) => endorsements.endorse(await requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/members/:id/reject',
    {
      schema: {
        tags,
        summary:
          'Reject a pending registration; the reason is e-mailed to the person and shown on their not-authorized page',
        description: `${overMember} 409 when endorsed or already rejected.`,
        params: idParams,
        body: rejectBodySchema,
        response: { 200: endorsementOutcomeSchema, ...refused },
      },
    },
    async (request) => endorsements.reject(await requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/admin/members/:id/merge',
    {
      schema: {
        tags,
        summary:
          'Attach a pending registration’s account to an existing member record and remove the pending record',
        description:
          'The caller must administer both records. 409 when the existing record already has an account. Audited.',
        params: idParams,
        body: mergeBodySchema,
        response: { 200: endorsementOutcomeSchema, ...refused },
      },
    },
    async (request) => endorsements.merge(await requireActor(request), request.params.id, request.body),
  );
};
