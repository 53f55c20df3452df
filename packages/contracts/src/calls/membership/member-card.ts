import { idParams, noBodySchema } from '../../common.ts';
import { cardKeySchema, MEMBER_CARD_TYPE, memberCardSchema } from '../../member-card.ts';
import { denied, defineCall } from '../define-call.ts';
import { rule } from '../who.ts';

/** The member QR card (`view-qr`) and the key kiosks verify it with. */
export const memberCardCalls = {
  cardKey: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/card-key',
    access: 'session',
    who: rule.signedIn,
    tags: ['membership'],
    summary: 'The public key member cards are signed with (for kiosks to verify cards offline)',
    description:
      'Any signed-in session. Verify a scanned card with `verifyMemberCard(token, publicKeyJwk, currentVersionOf)` ' +
      'from `@congregate/contracts/member-card-verify`.',
    responses: { 200: cardKeySchema },
    errors: [401],
  }),

  card: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/:id/qr-card',
    access: 'session',

    who: rule.member('params.id', 'edit', 'Only the member or an admin over them may use this card'),
    tags: ['membership'],
    summary: "A member's QR card: name, photo, locale and the signed token the QR code encodes",
    description:
      `The token is a JWT signed with EdDSA (Ed25519), header \`typ: ${MEMBER_CARD_TYPE}\`, claims ` +
      '`{ sub: memberId, cid: customId, v: version, iat }`. The endorsed member themself or an admin over them ' +
      '(an admin’s read is audited); anyone else 403.',
    params: idParams,
    responses: { 200: memberCardSchema },
    errors: denied,
  }),

  reissue: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/members/:id/qr-card/reissue',
    access: 'session',

    who: rule.member('params.id', 'edit', 'Only the member or an admin over them may use this card'),
    tags: ['membership'],
    summary: 'Re-issue the card: a new version; every older card is rejected as superseded',
    description:
      'The endorsed member themself or an admin over them (audited). No body. Answers the new card.',
    params: idParams,
    body: noBodySchema,
    responses: { 200: memberCardSchema },
    errors: denied,
  }),
};
