import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';

/** An Ed25519 key pair for signing member cards. */
export interface CardSigningKey {
  privateKey: KeyObject;
  /** The public half as a JWK (`kty: OKP, crv: Ed25519, x, kid`), what kiosks verify with. */
  publicJwk: JsonWebKey & { kid: string };
}

export class CardKeyFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardKeyFormatError';
  }
}

/** A short, stable id of the public key: lets kiosks hold several keys once keys are rotated. */
function keyId(publicJwk: JsonWebKey): string {
  return `ed25519-${String(publicJwk.x).slice(0, 16)}`;
}

function fromKeyObject(privateKey: KeyObject): CardSigningKey {
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new CardKeyFormatError(`must be an Ed25519 key, not ${privateKey.asymmetricKeyType ?? 'unknown'}`);
  }
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return { privateKey, publicJwk: { ...publicJwk, kid: keyId(publicJwk) } };
}

/**
 * Reads `CARD_SIGNING_KEY`: a private Ed25519 JWK as JSON (`{"kty":"OKP","crv":"Ed25519","d":…,"x":…}`)
 * or a PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`). Throws CardKeyFormatError with a readable reason.
 */
export function parseCardSigningKey(value: string): CardSigningKey {
  const text = value.trim();
  let privateKey: KeyObject;
  try {
    if (text.startsWith('-----BEGIN')) {
      // Environment files often carry PEMs on one line with literal "\n".
      privateKey = createPrivateKey({ key: text.replaceAll('\\n', '\n'), format: 'pem' });
    } else {
      const jwk = JSON.parse(text) as JsonWebKey;
      if (typeof jwk.d !== 'string') throw new CardKeyFormatError('the JWK has no private part ("d")');
      privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
    }
  } catch (error) {
    if (error instanceof CardKeyFormatError) throw error;
    throw new CardKeyFormatError('must be a private Ed25519 JWK (JSON) or a PKCS#8 PEM');
  }
  return fromKeyObject(privateKey);
}

/** Key pair from a stored private JWK (the database's `server_keys`). */
export function cardSigningKeyFromJwk(privateJwk: JsonWebKey): CardSigningKey {
  return fromKeyObject(createPrivateKey({ key: privateJwk, format: 'jwk' }));
}

/** A new Ed25519 key pair, with its private half as a JWK for storage. */
export function generateCardSigningKey(): { key: CardSigningKey; privateJwk: JsonWebKey } {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { key: fromKeyObject(privateKey), privateJwk: privateKey.export({ format: 'jwk' }) };
}
