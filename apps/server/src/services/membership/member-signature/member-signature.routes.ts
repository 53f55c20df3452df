import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, idParams, okSchema, saveSignatureBodySchema, signatureSchema } from '@congregate/contracts';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** A member's drawn signature, under `/api/membership/`. */
export const memberSignatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberSignatures } = app.services;

  app.post(
    '/members/saveSignature',
    {
      schema: {
        tags: ['membership'],
        summary: 'Save a member’s signature (a PNG data URL)',
        description:
          'Without `memberId` the caller’s own signature is saved. The image must really be a PNG (checked from its ' +
          'bytes) of at most 2000×1000 pixels; it is stored without metadata and replaces any earlier one. ' +
          'The member themself (endorsed) or an admin over them; an admin’s change is audited.',
        body: saveSignatureBodySchema,
        response: { 200: signatureSchema, ...denied, 422: errorEnvelopeSchema },
      },
    },
    async (request) => memberSignatures.save(await requireActor(request), request.body),
  );

  app.get(
    '/members/get-signature/:id',
    {
      schema: {
        tags: ['membership'],
        summary: 'A member’s signature',
        description:
          '`signature` is a PNG data URL, or null with `savedAt` null when none was drawn. The member themself, an admin ' +
          'over them, or their flock leader.',
        params: idParams,
        response: { 200: signatureSchema, ...denied },
      },
    },
    async (request) => memberSignatures.get(await requireActor(request), request.params.id),
  );

  app.delete(
    '/members/:id/signature',
    {
      schema: {
        tags: ['membership'],
        summary: 'Clear a member’s signature',
        description: 'Answers `{ ok: true }` also when there was none. The member themself or an admin over them (audited).',
        params: idParams,
        response: { 200: okSchema, ...denied },
      },
    },
    async (request) => memberSignatures.remove(await requireActor(request), request.params.id),
  );
};
