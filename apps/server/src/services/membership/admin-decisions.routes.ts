import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEmailChangeBodySchema,
  adminTransferBodySchema,
  emailChangeConfirmBodySchema,
  emailChangeConfirmedSchema,
  emailChangeRequestSchema,
  endorseBodySchema,
  endorsementOutcomeSchema,
  endorsementPageSchema,
  endorsementsQuerySchema,
  errorEnvelopeSchema,
  idParams,
  mergeBodySchema,
  rejectBodySchema,
  transferDecisionBodySchema,
  transferPageSchema,
  transferParams,
  transferSchema,
  transfersQuerySchema,
} from '@congregate/contracts';
import { requireActor } from '../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const tags = ['membership admin'];
const overMember = 'An admin over the member’s locale (or district, or a super admin); others 403. Audited.';

/** Endorsement, transfers and e-mail changes decided by admins, under `/api/membership/`. */
export const adminDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { endorsements, transfers, emailChanges } = app.services;
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

  app.post(
    '/admin/members/transfer/:id',
    {
      schema: {
        tags,
        summary: 'Transfer a member to another locale',
        description:
          `${overMember} An admin over both locales (super admin, district admin of both) moves the member at once ` +
          '(status `accepted`); otherwise the transfer waits (`pending`) for the receiving locale’s admin. 409 while another is pending.',
        params: idParams,
        body: adminTransferBodySchema,
        response: { 201: transferSchema, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await transfers.transfer(await requireActor(request), request.params.id, request.body)),
  );

  for (const decision of ['accept', 'decline'] as const) {
    app.post(
      `/admin/transfers/:transferId/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === 'accept'
              ? 'Accept a pending transfer: moves the member, clears their flock, records the destination, tells both sides'
              : 'Decline a pending transfer',
          description: 'An admin of the receiving locale; others 403. 409 when no longer pending. Audited.',
          params: transferParams,
          body: transferDecisionBodySchema,
          response: { 200: transferSchema, ...refused },
        },
      },
      async (request) =>
        transfers[decision](
          await requireActor(request),
          request.params.transferId,
          request.body?.reason || null,
        ),
    );
  }

  app.get(
    '/admin/transfers',
    {
      schema: {
        tags,
        summary: 'Transfers into (`in`) or out of (`out`) the caller’s locales, newest first (paged)',
        querystring: transfersQuerySchema,
        response: { 200: transferPageSchema, ...refused },
      },
    },
    async (request) => transfers.list(await requireActor(request), request.query),
  );

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
