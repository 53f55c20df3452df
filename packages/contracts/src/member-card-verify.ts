import { importJWK, jwtVerify, type CryptoKey, type JWK } from 'jose';
import { z } from 'zod';
import { idSchema } from './common.ts';
import { MEMBER_CARD_TYPE } from './member-card.ts';

/** Offline check of a member card, for kiosks (`@congregate/contracts/member-card-verify`). */
export interface VerifiedCard {
  memberId: string;
  customId: string;
  version: number;
  issuedAt: Date;
}

export class CardRejectedError extends Error {
  constructor(readonly reason: 'invalid' | 'superseded') {
    super(reason === 'superseded' ? 'This card was replaced by a newer one' : 'This is not a valid member card');
    this.name = 'CardRejectedError';
  }
}

// Made once: a zod object schema compiles itself on its first parse, which would cost more than the check.
const cardPayloadSchema = z.object({
  sub: idSchema,
  cid: z.string(),
  v: z.number().int().min(1),
  iat: z.number().int(),
});

/** The server's public card key imported once, for a verifier that checks many cards (the server's check-ins). */
export async function importCardKey(publicKeyJwk: JWK): Promise<CryptoKey> {
  return (await importJWK(publicKeyJwk, 'EdDSA')) as CryptoKey;
}

/**
 * Checks a scanned card without the network: the signature against the server's public key (its JWK, or the
 * key `importCardKey` made of it) and, when the kiosk knows it, that the card is the member's current version
 * (re-issued cards stop working).
 */
export async function verifyMemberCard(
  token: string,
  publicKey: JWK | CryptoKey,
  currentVersionOf?: (memberId: string) => number | undefined,
): Promise<VerifiedCard> {
  let payload: Record<string, unknown>;
  try {
    const key = 'kty' in publicKey ? await importJWK(publicKey, 'EdDSA') : publicKey;
    ({ payload } = await jwtVerify(token, key, { algorithms: ['EdDSA'], typ: MEMBER_CARD_TYPE }));
  } catch {
    throw new CardRejectedError('invalid');
  }
  const parsed = cardPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new CardRejectedError('invalid');
  const current = currentVersionOf?.(parsed.data.sub);
  if (current !== undefined && current !== parsed.data.v) throw new CardRejectedError('superseded');
  return {
    memberId: parsed.data.sub,
    customId: parsed.data.cid,
    version: parsed.data.v,
    issuedAt: new Date(parsed.data.iat * 1000),
  };
}
