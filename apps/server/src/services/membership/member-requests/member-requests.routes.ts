import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailChangeRequestBodySchema,
  emailChangeRequestListSchema,
  emailChangeRequestSchema,
  errorEnvelopeSchema,
  idParams,
  transferRequestBodySchema,
  transferRequestListSchema,
  transferRequestSchema,
} from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const refused = { ...denied, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const who = 'The endorsed member themself or an admin over them (an admin’s request is audited); anyone else 403.';

/** A member's transfer and e-mail-change requests, under `/api/membership/`. */
export const memberRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberRequests } = app.services;

  app.post(
    '/members/:id/transfer-request',
    {
      schema: {
        tags: ['membership'],
        summary: 'Ask to move the member to another locale (pending until the receiving locale answers)',
        description:
          `${who} 422 on \`toLocaleId\` for the member's current locale or an unknown locale; 409 while another ` +
          'transfer request of the member is pending.',
        params: idParams,
        body: transferRequestBodySchema,
        response: { 201: transferRequestSchema, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await memberRequests.requestTransfer(await requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/members/:id/transfer-requests',
    {
      schema: {
        tags: ['membership'],
        summary: "The member's transfer requests, newest first",
        description: who,
        params: idParams,
        response: { 200: transferRequestListSchema, ...denied },
      },
    },
    async (request) => memberRequests.listTransfers(await requireActor(request), request.params.id),
  );

  app.post(
    '/members/:id/email-change-request',
    {
      schema: {
        tags: ['membership'],
        summary: "Ask to change the member's e-mail address (takes effect once the new address is confirmed)",
        description:
          `${who} 409 when another account uses the address (ignoring case); 422 for the member's current address. ` +
          'A new request replaces a pending one (the earlier one becomes `cancelled`).',
        params: idParams,
        body: emailChangeRequestBodySchema,
        response: { 201: emailChangeRequestSchema, ...refused },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await memberRequests.requestEmailChange(await requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/members/:id/email-change-requests',
    {
      schema: {
        tags: ['membership'],
        summary: "The member's e-mail-change requests, newest first",
        description: who,
        params: idParams,
        response: { 200: emailChangeRequestListSchema, ...denied },
      },
    },
    async (request) => memberRequests.listEmailChanges(await requireActor(request), request.params.id),
  );
};
