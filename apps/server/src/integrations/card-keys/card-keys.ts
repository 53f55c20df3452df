import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findServerKey, insertServerKeyIfAbsent } from './server-keys.repository.ts';
import { cardSigningKeyFromJwk, generateCardSigningKey, parseCardSigningKey, type CardSigningKey } from './signing-key.ts';

/** Where the member-card signing key comes from. */
export interface CardKeyProvider {
  /** Where the key is kept, for logs and docs: `env` or `database`. */
  readonly source: 'env' | 'database';
  signingKey(): Promise<CardSigningKey>;
}

export const CARD_KEY_NAME = 'member-card';

/** The key given in `CARD_SIGNING_KEY` (production). */
export function envCardKeys(value: string): CardKeyProvider {
  const key = parseCardSigningKey(value);
  return { source: 'env', signingKey: async () => key };
}

/**
 * A key pair the server makes once and keeps in `server_keys` (development and tests): it survives
 * restarts, and replicas sharing the database race safely to create it (the first insert wins).
 */
export function databaseCardKeys(db: Database): CardKeyProvider {
  let loaded: Promise<CardSigningKey> | undefined;
  async function load(): Promise<CardSigningKey> {
    const stored = await findServerKey(db, CARD_KEY_NAME);
    if (stored) return cardSigningKeyFromJwk(stored);
    const fresh = generateCardSigningKey();
    await insertServerKeyIfAbsent(db, CARD_KEY_NAME, fresh.privateJwk, fresh.key.publicJwk);
    const winner = await findServerKey(db, CARD_KEY_NAME);
    return cardSigningKeyFromJwk(winner!);
  }
  return {
    source: 'database',
    signingKey() {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}

/** `CARD_SIGNING_KEY` when set; otherwise the key kept in the database (refused in production by loadConfig). */
export function createCardKeys(config: Pick<AppConfig, 'cardSigningKey'>, db: Database): CardKeyProvider {
  return config.cardSigningKey ? envCardKeys(config.cardSigningKey) : databaseCardKeys(db);
}
