import { z } from 'zod';
import { idSchema } from './common.ts';

/** QR rendering of spec section 9. */
export const QR_SETTINGS = { errorCorrectionLevel: 'M', margin: 4, scale: 4, width: 10 } as const;

export const MEMBER_CARD_TYPE = 'congregate-card';

/** `GET members/{id}/qr-card` and `POST members/{id}/qr-card/reissue`. */
export const memberCardSchema = z.object({
  memberId: idSchema,
  customId: z.string(),
  displayName: z.string(),
  localeName: z.string(),
  photo: z.string().nullable(),
  /** What the QR code encodes: a signed token (EdDSA). */
  token: z.string(),
  version: z.number().int().min(1),
  issuedAt: z.iso.datetime(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** `GET members/card-key`: the public key kiosks verify cards with, offline. */
export const cardKeySchema = z.object({ alg: z.literal('EdDSA'), publicKeyJwk: z.record(z.string(), z.unknown()) });
export type CardKey = z.infer<typeof cardKeySchema>;
