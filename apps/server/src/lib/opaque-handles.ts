import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { CardKeyProvider } from '../integrations/card-keys/card-keys.ts';

const PREFIX = 'h1.';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opaque handles for ids a public answer must not show (issue 35: the inviter a guest picks by name): the id
 * sealed with AES-256-GCM under a key derived from the server's signing key, with a fresh nonce each time — so a
 * handle says nothing, two answers for one member do not match, and only this church's servers open it.
 */
export function createOpaqueHandles(cardKeys: CardKeyProvider, purpose: string) {
  let key: Promise<Buffer> | undefined;
  const keyOf = () =>
    (key ??= cardKeys.signingKey().then((signing) => {
      const secret = signing.privateKey.export({ format: 'jwk' }).d ?? '';
      return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64url'), 'congregate', purpose, 32));
    }));

  const handles = {
    /** A handle for a UUID. */
    async seal(id: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyOf(), iv);
      const body = Buffer.concat([cipher.update(Buffer.from(id.replaceAll('-', ''), 'hex')), cipher.final()]);
      return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },

    /** The UUID a handle holds; null for anything this server did not seal for this purpose. */
    async open(handle: string): Promise<string | null> {
      if (!handle.startsWith(PREFIX)) return null;
      const raw = Buffer.from(handle.slice(PREFIX.length), 'base64url');
      if (raw.length !== 12 + 16 + 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await keyOf(), raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(28));
        const hex = Buffer.concat([decipher.update(raw.subarray(12, 28)), decipher.final()]).toString('hex');
        const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
        return uuidPattern.test(id) ? id : null;
      } catch {
        return null;
      }
    },

    /** The UUID a reference names: a handle opened (null when not this server's), anything else as it is. */
    async resolve(ref: string): Promise<string | null> {
      return ref.startsWith(PREFIX) ? handles.open(ref) : ref;
    },
  };
  return handles;
}
export type OpaqueHandles = ReturnType<typeof createOpaqueHandles>;

/** A member named the way public answers name people: "Maria S." (first name and the last name's initial). */
export function publicName(person: { firstName: string; lastName: string }): string {
  const initial = [...person.lastName.trim()][0];
  return initial ? `${person.firstName.trim()} ${initial.toUpperCase()}.` : person.firstName.trim();
}
