import type { CardKey } from '@congregate/contracts';
import { importCardKey } from '@congregate/contracts/member-card-verify';
import type { CryptoKey, JWK } from 'jose';

/**
 * The card key's public half, imported once per key (again only when the key changes) rather than on every
 * token: for the features that verify what the server signed — member cards at check-in, baptismal forms,
 * RSVP codes. A failed import is forgotten, so the next call tries again.
 */
export function cachedVerifyingKey(cardKey: () => Promise<CardKey>): () => Promise<CryptoKey> {
  let imported: { x: unknown; key: Promise<CryptoKey> } | undefined;
  return async () => {
    const { publicKeyJwk } = await cardKey();
    if (imported?.x !== publicKeyJwk.x) {
      const key = importCardKey(publicKeyJwk as JWK);
      imported = { x: publicKeyJwk.x, key };
      key.catch(() => (imported = undefined));
    }
    return imported!.key;
  };
}
