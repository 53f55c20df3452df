import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

/** A browser's `PushSubscription` for `endpoint`, with a real P-256 key and auth secret. */
function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Where the calls are now (the notifications issue's paths) and where they were first (kept as aliases). */
const NEW = '/api/notifications';
const OLD = '/api/notifications/notifications';

describe.each(routeEngines)('web push subscriptions on %s', (engine) => {
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;

  const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    as(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const deviceIds = async (who: SignedIn, base: string) => {
    const listed = await call(who, 'GET', `${base}/push-subscriptions`);
    expect(listed.statusCode).toBe(200);
    return (listed.json() as { items: { id: string }[] }).items.map((item) => item.id);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    const { id: localeId } = await makeLocale(t.db);
    const [a, b] = await Promise.all([makeAccount(t.db, { localeId }), makeAccount(t.db, { localeId })]);
    alice = await signIn(t.app, a.email, TEST_PASSWORD);
    bob = await signIn(t.app, b.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  describe('at /api/notifications/push-key and /api/notifications/push-subscriptions', () => {
    it('answers the VAPID public key to a signed-in caller only', async () => {
      expect((await call(null, 'GET', `${NEW}/push-key`)).statusCode).toBe(401);
      const key = await call(alice, 'GET', `${NEW}/push-key`);
      expect(key.statusCode).toBe(200);
      expect(Buffer.from((key.json() as { publicKey: string }).publicKey, 'base64url')).toHaveLength(65);
    });

    it('subscribes, lists and unsubscribes the caller’s own device', async () => {
      const body = subscription('https://push.example/new-path/device');
      expect((await call(null, 'POST', `${NEW}/push-subscriptions`, body)).statusCode).toBe(401);
      const made = await call(alice, 'POST', `${NEW}/push-subscriptions`, body);
      expect(made.statusCode, made.body).toBe(201);
      const { id } = made.json() as { id: string };
      expect(await deviceIds(alice, NEW)).toContain(id);
      expect(await deviceIds(bob, NEW)).not.toContain(id);

      expect((await call(bob, 'DELETE', `${NEW}/push-subscriptions/${id}`)).statusCode).toBe(404);
      expect((await call(alice, 'DELETE', `${NEW}/push-subscriptions/${id}`)).statusCode).toBe(200);
      expect((await call(alice, 'DELETE', `${NEW}/push-subscriptions/${id}`)).statusCode).toBe(404);
      expect(await deviceIds(alice, NEW)).not.toContain(id);
    });

    it('refuses a malformed subscription with 422', async () => {
      const body = subscription('https://push.example/new-path/bad');
      const answer = await call(alice, 'POST', `${NEW}/push-subscriptions`, {
        ...body,
        keys: { ...body.keys, p256dh: 'short' },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error.code).toBe('invalid_input');
    });
  });

  describe('at the first, nested paths (aliases kept for older clients)', () => {
    it('answers the same key', async () => {
      expect((await call(null, 'GET', `${OLD}/push-key`)).statusCode).toBe(401);
      const old = await call(alice, 'GET', `${OLD}/push-key`);
      expect(old.statusCode).toBe(200);
      expect(old.json()).toEqual((await call(alice, 'GET', `${NEW}/push-key`)).json());
    });

    it('works on the same subscriptions as the new paths, both ways', async () => {
      const body = subscription('https://push.example/old-path/device');
      const made = await call(alice, 'POST', `${OLD}/push-subscriptions`, body);
      expect(made.statusCode, made.body).toBe(201);
      const { id } = made.json() as { id: string };
      // The same endpoint at the new path is the same subscription.
      const again = await call(alice, 'POST', `${NEW}/push-subscriptions`, body);
      expect((again.json() as { id: string }).id).toBe(id);
      expect(await deviceIds(alice, OLD)).toEqual(await deviceIds(alice, NEW));
      expect(await deviceIds(alice, OLD)).toContain(id);

      expect((await call(bob, 'DELETE', `${OLD}/push-subscriptions/${id}`)).statusCode).toBe(404);
      expect((await call(alice, 'DELETE', `${OLD}/push-subscriptions/${id}`)).statusCode).toBe(200);
      expect((await call(alice, 'DELETE', `${NEW}/push-subscriptions/${id}`)).statusCode).toBe(404);
    });
  });

  it('documents both paths, the old ones as aliases', () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    };
    for (const [method, path] of [
      ['get', '/push-key'],
      ['post', '/push-subscriptions'],
      ['get', '/push-subscriptions'],
      ['delete', '/push-subscriptions/{id}'],
    ] as const) {
      const primary = doc.paths[`${NEW}${path}`]?.[method];
      const alias = doc.paths[`${OLD}${path}`]?.[method];
      expect(primary?.description).toContain(`${OLD}${path}`);
      expect(alias?.summary).toContain('alias kept for older clients');
      expect(alias?.description).toContain(`Alias of \`${method.toUpperCase()} ${NEW}${path}\``);
    }
  });
});
