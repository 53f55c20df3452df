import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { serverKeys } from '../../db/schema/index.ts';
import { engines, openTestDatabase } from '../../../test/harness.ts';
import { createCardKeys, databaseCardKeys } from './card-keys.ts';
import { parseCardSigningKey } from './signing-key.ts';

const ed25519 = () => generateKeyPairSync('ed25519').privateKey;

describe('CARD_SIGNING_KEY', () => {
  it('reads a private JWK or a PKCS#8 PEM (also with literal \\n) to the same key', () => {
    const key = ed25519();
    const fromJwk = parseCardSigningKey(JSON.stringify(key.export({ format: 'jwk' })));
    const pem = key.export({ format: 'pem', type: 'pkcs8' }).toString();
    const fromPem = parseCardSigningKey(pem);
    const fromOneLine = parseCardSigningKey(pem.trim().replaceAll('\n', '\\n'));
    expect(fromJwk.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect(fromPem.publicJwk).toEqual(fromJwk.publicJwk);
    expect(fromOneLine.publicJwk).toEqual(fromJwk.publicJwk);
    expect(fromJwk.publicJwk).not.toHaveProperty('d');
  });

  it('refuses a public key, another algorithm and garbage at start, without echoing the value', () => {
    const publicOnly = JSON.stringify(ed25519().export({ format: 'jwk' }), (k, v: unknown) => (k === 'd' ? undefined : v));
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    for (const value of [publicOnly, rsa, 'not-a-key-secret-value']) {
      let error: unknown;
      try {
        loadConfig({ CARD_SIGNING_KEY: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toMatch(/CARD_SIGNING_KEY/);
      expect(String(error)).not.toContain('secret-value');
    }
  });

  it('is required in production, with a public URL for e-mailed links', () => {
    const base = { NODE_ENV: 'production', CONFIG_TOKEN: 'a-real-secret-of-our-own-1234' };
    expect(() => loadConfig(base)).toThrow(/CARD_SIGNING_KEY/);
    expect(() => loadConfig(base)).toThrow(/PUBLIC_URL/);
    const pem = ed25519().export({ format: 'pem', type: 'pkcs8' }).toString();
    const config = loadConfig({
      ...base,
      CARD_SIGNING_KEY: pem,
      PUBLIC_URL: 'https://church.example.org/',
      SMTP_URL: 'smtp://mail.example.org:587',
    });
    expect(config.publicUrl).toBe('https://church.example.org');
  });
});

describe.each(engines)('the card key kept in the database (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it('is made once, shared by replicas starting together, and the same after a restart', async () => {
    const replicas = [databaseCardKeys(handle.db), databaseCardKeys(handle.db), databaseCardKeys(handle.db)];
    const keys = await Promise.all(replicas.map((r) => r.signingKey()));
    expect(new Set(keys.map((k) => k.publicJwk.x)).size).toBe(1);
    expect(await handle.db.select().from(serverKeys)).toHaveLength(1);
    const restarted = await databaseCardKeys(handle.db).signingKey();
    expect(restarted.publicJwk).toEqual(keys[0]!.publicJwk);
  });

  it('is not used when CARD_SIGNING_KEY is set', async () => {
    const pem = ed25519().export({ format: 'pem', type: 'pkcs8' }).toString();
    const provider = createCardKeys({ cardSigningKey: pem }, handle.db);
    expect(provider.source).toBe('env');
    expect((await provider.signingKey()).publicJwk).toEqual(parseCardSigningKey(pem).publicJwk);
    expect(createCardKeys({ cardSigningKey: undefined }, handle.db).source).toBe('database');
  });
});
