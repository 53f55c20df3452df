import { MEMBER_CARD_TYPE, type CardKey, type MemberCard } from '@congregate/contracts';
import { SignJWT } from 'jose';
import type { Database } from '../../../db/client.ts';
import type { CardKeyProvider } from '../../../integrations/card-keys/card-keys.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import { bumpCardVersion, findCardHolder, type CardHolder } from './member-card.repository.ts';
import type { MemberInScope } from '../../../access/member-access.ts';

/** Member QR cards: an EdDSA-signed token a kiosk checks offline with `verifyMemberCard`. */
export function createMemberCardService(db: Database, keys: CardKeyProvider) {
  /**
   * Claims `{ sub, cid, v, iat }`; `iat` is when this version was issued, so the same version always signs
   * to the same token (Ed25519 is deterministic) and a printed card matches the one on screen.
   */
  async function cardOf(holder: CardHolder): Promise<MemberCard> {
    const key = await keys.signingKey();
    const token = await new SignJWT({ cid: holder.customId, v: holder.version })
      .setProtectedHeader({ alg: 'EdDSA', typ: MEMBER_CARD_TYPE, kid: key.publicJwk.kid })
      .setSubject(holder.memberId)
      .setIssuedAt(holder.issuedAtSeconds)
      .sign(key.privateKey);
    return {
      memberId: holder.memberId,
      customId: holder.customId,
      displayName: `${holder.firstName} ${holder.lastName}`.trim(),
      localeName: holder.localeName,
      photo: holder.photo,
      token,
      version: holder.version,
      issuedAt: new Date(holder.issuedAtSeconds * 1000).toISOString(),
    };
  }

  return {
    /**
     * Reading or re-issuing a member's QR card: the endorsed member themself, or an admin over them (`edit`, the
     * call's rule). A flock leader may not: a card is a credential that checks its holder in.
     */
    async card(actor: Actor, access: MemberInScope): Promise<MemberCard> {
      const { memberId } = access;
      const holder = await findCardHolder(db, access);
      if (!holder) throw notFound('The member');
      if (access.onBehalf) {
        // A card checks its holder in: an admin fetching someone else's is recorded.
        await writeAudit(db, {
          actorUserId: actor.userId,
          action: 'member.card.view',
          entityType: 'members',
          entityId: memberId,
          localeId: access.localeId,
          after: { version: holder.version },
        });
      }
      return cardOf(holder);
    },

    async reissue(actor: Actor, access: MemberInScope): Promise<MemberCard> {
      const { memberId } = access;
      const holder = await db.transaction(async (tx) => {
        const bumped = await bumpCardVersion(tx, access);
        if (!bumped) throw notFound('The member');
        if (access.onBehalf) {
          await writeAudit(tx, {
            actorUserId: actor.userId,
            action: 'member.card.reissue',
            entityType: 'members',
            entityId: memberId,
            localeId: access.localeId,
            before: { version: bumped.before },
            after: { version: bumped.after },
          });
        }
        return findCardHolder(tx, access);
      });
      return cardOf(holder!);
    },

    /**
     * Signs another kind of token with the card key (a baptismal form's QR): its own `typ`, never the member
     * card's, so that one is never taken for the other. Verified with `publicKey`.
     */
    async signWith(typ: string, subject: string, claims: Record<string, unknown>): Promise<string> {
      if (typ === MEMBER_CARD_TYPE) throw new Error('Member cards are signed by card()');
      const key = await keys.signingKey();
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA', typ, kid: key.publicJwk.kid })
        .setSubject(subject)
        .setIssuedAt()
        .sign(key.privateKey);
    },

    async publicKey(): Promise<CardKey> {
      const key = await keys.signingKey();
      return { alg: 'EdDSA', publicKeyJwk: { ...key.publicJwk, alg: 'EdDSA', use: 'sig' } };
    },
  };
}
export type MemberCardService = ReturnType<typeof createMemberCardService>;
