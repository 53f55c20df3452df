import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findServerKey, insertServerKeyIfAbsent } from '../card-keys/server-keys.repository.ts';

/** A VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEY_NAME = 'web-push';

/** The public half of a VAPID private key (the uncompressed P-256 point). */
function publicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

/**
 * The server's VAPID keys: `VAPID_PUBLIC_KEY`/`VAPID_PRIVATE_KEY` when set, else a pair made once and kept in
 * `server_keys` (`web-push`), so browsers' subscriptions survive restarts. Replicas starting together race
 * safely: each inserts its own pair unless one exists, then all read the one that won.
 */
export function createVapidKeys(config: Pick<AppConfig, 'vapidKeys'>, db: Database) {
  let loaded: Promise<VapidKeys> | undefined;
  async function load(): Promise<VapidKeys> {
    if (config.vapidKeys) return config.vapidKeys;
    const read = async () => {
      const stored = await findServerKey(db, VAPID_KEY_NAME);
      const privateKey = typeof stored?.key === 'string' ? stored.key : null;
      return privateKey ? { publicKey: publicKeyOf(privateKey), privateKey } : null;
    };
    const existing = await read();
    if (existing) return existing;
    const fresh = webpush.generateVAPIDKeys();
    await insertServerKeyIfAbsent(db, VAPID_KEY_NAME, { key: fresh.privateKey }, { key: fresh.publicKey });
    return (await read())!;
  }
  return {
    /** `env` or `database`, for logs. */
    source: config.vapidKeys ? ('env' as const) : ('database' as const),
    keys(): Promise<VapidKeys> {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}
export type VapidKeyProvider = ReturnType<typeof createVapidKeys>;
