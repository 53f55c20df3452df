import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardKeySchema, errorEnvelopeSchema, idParams, MEMBER_CARD_TYPE, memberCardSchema } from '@congregate/contracts';
import { z } from 'zod';
import { requireActor } from '../../../plugins/auth.ts';

const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The member QR card (`view-qr`), under `/api/membership/`. */
export const memberCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberCards } = app.services;

  app.get(
    '/members/card-key',
    {
      schema: {
        tags: ['membership'],
        summary: 'The public key member cards are signed with (for kiosks to verify cards offline)',
        description:
          'Any signed-in session. Verify a scanned card with `verifyMemberCard(token, publicKeyJwk, currentVersionOf)` ' +
          'from `@congregate/contracts/member-card-verify`.',
        response: { 200: cardKeySchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await requireActor(request);
      return memberCards.publicKey();
    },
  );

  app.get(
    '/members/:id/qr-card',
    {
      schema: {
        tags: ['membership'],
        summary: "A member's QR card: name, photo, locale and the signed token the QR code encodes",
        description:
          `The token is a JWT signed with EdDSA (Ed25519), header \`typ: ${MEMBER_CARD_TYPE}\`, claims ` +
          '`{ sub: memberId, cid: customId, v: version, iat }`. The endorsed member themself or an admin over them ' +
          '(an admin’s read is audited); anyone else 403.',
        params: idParams,
        response: { 200: memberCardSchema, ...denied },
      },
    },
    async (request) => memberCards.card(await requireActor(request), request.params.id),
  );

  app.post(
    '/members/:id/qr-card/reissue',
    {
      schema: {
        tags: ['membership'],
        summary: 'Re-issue the card: a new version; every older card is rejected as superseded',
        description: 'The endorsed member themself or an admin over them (audited). No body. Answers the new card.',
        params: idParams,
        body: z.strictObject({}).nullish(),
        response: { 200: memberCardSchema, ...denied },
      },
    },
    async (request) => memberCards.reissue(await requireActor(request), request.params.id),
  );
};
