import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTransferBodySchema,
  errorEnvelopeSchema,
  idParams,
  transferDecisionBodySchema,
  transferPageSchema,
  transferParams,
  transferSchema,
  transfersQuerySchema,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const tags = ['membership admin'];
const overMember = 'An admin over the member’s locale (or district, or a super admin); others 403. Audited.';

/** Endorsement, transfers and e-mail changes decided by admins, under `/api/membership/`. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { transfers } = app.services;
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
};
