import { jwtVerify, type CryptoKey } from 'jose';
import { z } from 'zod';
import { idSchema } from '@congregate/contracts';

/**
 * The `typ` of a baptismal form's QR token. Signed with the member-card key but never a member card's
 * `typ`: a card is refused by the baptism scanner, and a form by the check-in kiosk.
 */
export const BAPTISMAL_FORM_TYPE = 'congregate-baptism';

const claimsSchema = z.object({ sub: idSchema, evt: idSchema });

/** Whose form it is and for which event; null when the token is not a baptismal form signed by this church. */
export async function readBaptismalFormToken(
  token: string,
  key: CryptoKey,
): Promise<{ pepId: string; eventId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['EdDSA'], typ: BAPTISMAL_FORM_TYPE });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { pepId: claims.data.sub, eventId: claims.data.evt } : null;
  } catch {
    return null;
  }
}
