import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
// http_ece is web-push's own dependency: the receiving browser's side of RFC 8291, to decrypt what was sent.
// @ts-expect-error http_ece has no type declarations
import ece from 'http_ece';
import { emailOutboxPageSchema } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { notificationPreferences } from '../../../db/schema/index.ts';
import { notify } from '../../../lib/notifications.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { makeAccount, makeLocale, superAdminGrant, type MadeAccount } from '../../../../test/factories.ts';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.ts';
import { createVapidKeys } from '../../../integrations/push/vapid-keys.ts';

/** A browser's side of a push subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authB64: auth.toString('base64url'),
  };
}

/** A local HTTP server standing in for a push service: keeps what it receives, answers `status`. */
async function startPushService() {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(request.url ?? '') ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    answers,
    async waitFor(path: string, count = 1) {
      for (let i = 0; i < 400; i++) {
        const got = received.filter((r) => r.path === path);
        if (got.length >= count) return got;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no push message reached ${path}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(routeEngines)('notification delivery on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let localeId: string;
  let alice: MadeAccount;
  let bob: MadeAccount;
  let admin: MadeAccount;
  let aliceIn: SignedIn;
  let bobIn: SignedIn;
  let adminIn: SignedIn;

  const api = (who: SignedIn | null, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
    as(t.app, who, {
      method,
      url: `/api/notifications/${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** E-mail jobs of a purpose to an address (queued or sent). */
  const emailJobs = (to: string, purpose: string) =>
    queryRows<{ id: string }>(
      t.db,
      sql`select id from pgboss.job where name = 'email.send' and data->'message'->>'to' = ${to} and data->>'purpose' = ${purpose}`,
    );
  const pushJobs = (subscriptionId: string) =>
    queryRows<{ id: string; data: { payload: { tag: string; url: string } } }>(
      t.db,
      sql`select id, data from pgboss.job where name = 'push.send' and data->>'subscriptionId' = ${subscriptionId}`,
    );

  const undeliveredCount = async () =>
    Number(
      (
        await queryRows<{ n: string | number }>(
          t.db,
          sql`select count(*) as n from notifications where delivered_at is null`,
        )
      )[0]!.n,
    );

  /**
   * Dispatches now; the dispatcher the realtime event woke may hold some notices (skip locked) until its
   * transaction commits, so this waits until none is left undelivered.
   */
  async function dispatch() {
    await t.app.services.dispatcher.dispatchDue();
    await until(undeliveredCount, (n) => n === 0, 'every notice to be dispatched');
  }

  async function subscribe(who: SignedIn, path: string) {
    const keys = browserKeys();
    const response = await api(who, 'POST', 'push-subscriptions', {
      endpoint: `${pushService.base}${path}`,
      keys: { p256dh: keys.p256dh, auth: keys.authB64 },
    });
    expect(response.statusCode).toBe(201);
    return { id: (response.json() as { id: string }).id, keys };
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    pushService = await startPushService();
    t = await createTestApp(engine, {
      smtpUrl: mailbox.url,
      publicUrl: 'https://church.example',
      rateLimitPerMinute: 0,
    });
    localeId = (await makeLocale(t.db)).id;
    alice = await makeAccount(t.db, { localeId });
    bob = await makeAccount(t.db, { localeId });
    admin = await makeAccount(t.db, { localeId, grants: [superAdminGrant], userType: 'admin' });
    aliceIn = await signIn(t.app, alice.email, alice.password);
    bobIn = await signIn(t.app, bob.email, bob.password);
    adminIn = await signIn(t.app, admin.email, admin.password);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
    await pushService?.close();
  });

  it('e-mails a notice with its link and the settings footer, and pushes it to each device of the person', async () => {
    const device = await subscribe(aliceIn, '/push/alice-1');
    await notify(t.db, [
      {
        userId: alice.userId,
        kind: 'transfer.accepted',
        message: 'Your transfer to Makati was accepted.',
        link: '/tabs/tab7',
      },
    ]);
    await dispatch();
    const [mail] = await mailbox.waitFor(alice.email);
    expect(mail!.body).toContain('Your transfer to Makati was accepted.');
    expect(mail!.body).toContain('https://church.example/tabs/tab7');
    expect(mail!.body).toContain('Change what you receive: https://church.example/notification-settings');

    // The push message was encrypted for this subscription: the browser's keys decrypt it.
    const [message] = await pushService.waitFor('/push/alice-1');
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    const plain = ece.decrypt(message!.body, {
      version: 'aes128gcm',
      privateKey: device.keys.ecdh,
      authSecret: device.keys.auth,
    }) as Buffer;
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      title: 'Congregate',
      body: 'Your transfer to Makati was accepted.',
      url: '/tabs/tab7',
      tag: 'transfer.accepted',
    });
    // A wrong key cannot read it.
    expect(() =>
      ece.decrypt(message!.body, {
        version: 'aes128gcm',
        privateKey: browserKeys().ecdh,
        authSecret: device.keys.auth,
      }),
    ).toThrow();
    await until(
      () => api(aliceIn, 'GET', 'push-subscriptions'),
      (r) => (r.json() as { items: { lastSentAt: string | null }[] }).items[0]?.lastSentAt != null,
      'lastSentAt',
    );
  });

  it('respects the person’s choices: e-mail off sends no mail, push off queues no push', async () => {
    const device = await subscribe(bobIn, '/push/bob-1');
    await t.db.insert(notificationPreferences).values([
      { userId: bob.userId, topic: 'award', inApp: true, email: false, push: true },
      { userId: bob.userId, topic: 'transfer', inApp: true, email: true, push: false },
    ]);
    await notify(t.db, [
      { userId: bob.userId, kind: 'award.given', message: 'You were given an award.', link: '/awards' },
      { userId: bob.userId, kind: 'transfer.declined', message: 'Your transfer was declined.' },
    ]);
    await dispatch();
    expect(await emailJobs(bob.email, 'notification:award.given')).toHaveLength(0);
    expect(await emailJobs(bob.email, 'notification:transfer.declined')).toHaveLength(1);
    const pushes = await pushJobs(device.id);
    expect(pushes.map((p) => p.data.payload.tag)).toEqual(['award.given']);
  });

  it('always e-mails account notices, whatever the person chose', async () => {
    await t.db
      .insert(notificationPreferences)
      .values({ userId: bob.userId, topic: 'account', inApp: false, email: false, push: false });
    await notify(t.db, [
      { userId: bob.userId, kind: 'account.role-granted', message: 'You were made a flock leader.' },
    ]);
    await dispatch();
    expect(await emailJobs(bob.email, 'notification:account.role-granted')).toHaveLength(1);
  });

  it('dispatches a notice once when dispatchers run at the same time', async () => {
    await notify(
      t.db,
      Array.from({ length: 30 }, (_, i) => ({
        userId: alice.userId,
        kind: 'award.given' as const,
        message: `Award number ${i} for you.`,
      })),
    );
    await Promise.all([
      t.app.services.dispatcher.dispatchDue(),
      t.app.services.dispatcher.dispatchDue(),
      t.app.services.dispatcher.dispatchDue(),
    ]);
    await until(undeliveredCount, (n) => n === 0, 'every notice to be dispatched');
    const rows = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from pgboss.job where name = 'email.send' and data->>'purpose' = 'notification:award.given'
          and data->'message'->>'to' = ${alice.email}`,
    );
    expect(Number(rows[0]!.n)).toBe(30);
  });

  it('removes a subscription the push service says is gone (410), without retrying', async () => {
    const device = await subscribe(aliceIn, '/push/alice-gone');
    pushService.answers.set('/push/alice-gone', 410);
    await notify(t.db, [{ userId: alice.userId, kind: 'award.given', message: 'One more award.' }]);
    await dispatch();
    await pushService.waitFor('/push/alice-gone');
    await until(
      () => queryRows<{ id: string }>(t.db, sql`select id from push_subscriptions where id = ${device.id}`),
      (rows) => rows.length === 0,
      'the subscription to go',
    );
    const [job] = await until(
      () => pushJobs(device.id),
      (jobs) => jobs.length === 1,
      'the job',
    );
    const [state] = await until(
      () =>
        queryRows<{ state: string }>(
          t.db,
          sql`select state::text as state from pgboss.job where id = ${job!.id}`,
        ),
      (rows) => rows[0]?.state === 'completed',
      'the job to complete',
    );
    expect(state!.state).toBe('completed');
  });

  describe('push subscriptions', () => {
    it('answers the VAPID public key to a signed-in caller only', async () => {
      expect((await api(null, 'GET', 'push-key')).statusCode).toBe(401);
      const key = (await api(aliceIn, 'GET', 'push-key')).json() as { publicKey: string };
      expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(65);
    });

    it('makes one key pair when two processes ask at once, and keeps it', async () => {
      const [a, b] = await Promise.all([
        createVapidKeys({ vapidKeys: undefined }, t.db).keys(),
        createVapidKeys({ vapidKeys: undefined }, t.db).keys(),
      ]);
      expect(a).toEqual(b);
      const served = (await api(aliceIn, 'GET', 'push-key')).json() as { publicKey: string };
      expect(served.publicKey).toBe(a.publicKey);
    });

    it('refuses an endpoint that is not https (outside loopback) and malformed keys', async () => {
      const keys = browserKeys();
      for (const body of [
        { endpoint: 'http://push.example/abc', keys: { p256dh: keys.p256dh, auth: keys.authB64 } },
        { endpoint: 'https://push.example/abc', keys: { p256dh: 'short', auth: keys.authB64 } },
        { endpoint: 'https://push.example/abc', keys: { p256dh: keys.p256dh } },
      ]) {
        expect((await api(aliceIn, 'POST', 'push-subscriptions', body)).statusCode).toBe(422);
      }
    });

    it('hands an endpoint subscribed again to the new caller, lists only one’s own, deletes only one’s own', async () => {
      const keys = browserKeys();
      const body = {
        endpoint: 'https://push.example/shared-device',
        keys: { p256dh: keys.p256dh, auth: keys.authB64 },
      };
      const first = (await api(aliceIn, 'POST', 'push-subscriptions', body)).json() as {
        id: string;
      };
      const again = await api(bobIn, 'POST', 'push-subscriptions', body);
      expect(again.statusCode).toBe(201);
      expect((again.json() as { id: string }).id).toBe(first.id);
      const aliceList = (await api(aliceIn, 'GET', 'push-subscriptions')).json() as {
        items: { id: string }[];
      };
      expect(aliceList.items.map((i) => i.id)).not.toContain(first.id);
      const bobList = (await api(bobIn, 'GET', 'push-subscriptions')).json() as {
        items: { id: string }[];
      };
      expect(bobList.items.map((i) => i.id)).toContain(first.id);
      expect((await api(aliceIn, 'DELETE', `push-subscriptions/${first.id}`)).statusCode).toBe(404);
      expect((await api(bobIn, 'DELETE', `push-subscriptions/${first.id}`)).statusCode).toBe(200);
      expect((await api(bobIn, 'DELETE', `push-subscriptions/${first.id}`)).statusCode).toBe(404);
    });
  });

  describe('the e-mail outbox', () => {
    it('is for a super admin only', async () => {
      expect((await api(aliceIn, 'GET', 'notifications/outbox')).statusCode).toBe(403);
      expect((await api(null, 'GET', 'notifications/outbox')).statusCode).toBe(401);
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await api(aliceIn, 'POST', `notifications/outbox/${id}/retry`)).statusCode).toBe(403);
      expect((await api(adminIn, 'POST', `notifications/outbox/${id}/retry`)).statusCode).toBe(404);
    });

    it('lists sent e-mails with counts, pages by cursor, and refuses a forged cursor', async () => {
      const sent = await until(
        async () =>
          emailOutboxPageSchema.parse((await api(adminIn, 'GET', 'notifications/outbox?state=sent')).json()),
        (page) => page.items.some((i) => i.to === alice.email),
        'a sent e-mail',
      );
      const item = sent.items.find((i) => i.to === alice.email)!;
      expect(item).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
      expect(item.purpose).toMatch(/^notification:/);
      expect(sent.counts.sent).toBeGreaterThan(0);
      const all = emailOutboxPageSchema.parse((await api(adminIn, 'GET', 'notifications/outbox')).json());
      expect(all.items.length).toBe(Math.min(50, all.counts.queued + all.counts.failed + all.counts.sent));
      if (all.nextCursor) {
        const next = emailOutboxPageSchema.parse(
          (await api(adminIn, 'GET', `notifications/outbox?cursor=${all.nextCursor}`)).json(),
        );
        expect(next.items.map((i) => i.id)).not.toContain(all.items[0]!.id);
      }
      expect((await api(adminIn, 'GET', 'notifications/outbox?cursor=bm9wZQ')).statusCode).toBe(422);
      expect((await api(adminIn, 'GET', 'notifications/outbox?state=lost')).statusCode).toBe(422);
    });

    it('shows a failed e-mail with its error, and sends it again on retry', async () => {
      // An e-mail without tries left, to an address the loopback SMTP server refuses.
      await mailbox.close();
      const id = await t.app.services.jobs.send(
        'email.send',
        {
          message: { to: 'late@example.org', subject: 'Retry me', text: 'x', html: '<p>x</p>' },
          purpose: 'test',
        },
        undefined,
        { retryLimit: 0 },
      );
      const failed = await until(
        async () =>
          emailOutboxPageSchema.parse(
            (await api(adminIn, 'GET', 'notifications/outbox?state=failed')).json(),
          ),
        (page) => page.items.some((i) => i.id === id),
        'the failure',
      );
      const item = failed.items.find((i) => i.id === id)!;
      expect(item).toMatchObject({
        to: 'late@example.org',
        subject: 'Retry me',
        state: 'failed',
        attempts: 1,
      });
      expect(item.lastError).toBeTruthy();
      mailbox = await startMailbox();
      // The app's SMTP sender keeps its URL: the mailbox comes back on a new port, so the retry is checked by state.
      expect((await api(adminIn, 'POST', `notifications/outbox/${id}/retry`)).statusCode).toBe(200);
      const [row] = await queryRows<{ state: string }>(
        t.db,
        sql`select state::text as state from pgboss.job where id = ${id}`,
      );
      expect(['retry', 'active', 'failed']).toContain(row!.state);
      expect((await api(adminIn, 'POST', `notifications/outbox/${alice.userId}/retry`)).statusCode).toBe(404);
    });
  });
});
