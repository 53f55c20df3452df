import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordResets } from '../../../db/schema/index.ts';
import { sha256 } from '../../../lib/tokens.ts';
import { as, createTestApp, routeEngines, signIn, type TestApp } from '../../../../test/harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';
import { startMailbox, type Received } from '../../../../test/mailbox.ts';
import { queueSettled } from '../../../../test/job-queue.ts';
import { EMAIL_QUEUE } from '../../../integrations/email/mail-outbox.ts';

const tokenIn = (mail: Received) => {
  const match = /https:\/\/church\.example\.org\/password\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
  if (!match) throw new Error(`no reset link in: ${mail.body.slice(0, 500)}`);
  return match[1]!;
};

describe.each(routeEngines)('password reset by e-mail on %s', (engine) => {
  let t: TestApp;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let localeId: string;
  let ipCounter = 0;
  const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, {
      smtpUrl: mailbox.url,
      publicUrl: 'https://church.example.org',
      rateLimitPerMinute: 0,
    });
    localeId = (await makeLocale(t.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const requestReset = (email: unknown, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/auth/password-reset',
      payload: { email },
      remoteAddress: ip,
    });
  const confirm = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/auth/password-reset/confirm',
      payload: payload as object,
    });
  const signInStatus = async (email: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/login',
        payload: { email, password },
        remoteAddress: freshIp(),
      })
    ).statusCode;

  it('e-mails a link whose token sets a new password once, and ends every session', async () => {
    const account = await makeAccount(t.db, { localeId });
    const phone = await signIn(t.app, account.email, TEST_PASSWORD);
    const laptop = await signIn(t.app, account.email, TEST_PASSWORD);

    const response = await requestReset(account.email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const [mail] = await mailbox.waitFor(account.email);
    expect(mail!.body).toContain('Subject: Reset your Congregate password');
    const token = tokenIn(mail!);

    // Only the token's hash is stored.
    const [stored] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.userId));
    expect(stored!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // A password that breaks the rules is refused on newPassword, and the link still works afterwards.
    const weak = await confirm({ token, newPassword: `my ${account.email} pw` });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.details.issues.map((i: { path: string }) => i.path)).toEqual(['newPassword']);

    const done = await confirm({ token, newPassword: 'a fresh reset password' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    for (const session of [phone, laptop]) {
      expect((await as(t.app, session, { method: 'GET', url: '/api/login/auth/session' })).statusCode).toBe(
        401,
      );
    }
    expect(await signInStatus(account.email, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(account.email, 'a fresh reset password')).toBe(200);

    const again = await confirm({ token, newPassword: 'yet another password' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.details.issues[0].path).toBe('token');
    expect(await signInStatus(account.email, 'a fresh reset password')).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const unknown = await requestReset('nobody-at-all@example.org');
    const account = await makeAccount(t.db, { localeId });
    const known = await requestReset(account.email);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    // The known address's mail is the barrier: anything for the unknown one was queued before it, and every mail
    // queued is sent once the queue has settled.
    await mailbox.waitFor(account.email);
    await queueSettled(t.db, EMAIL_QUEUE);
    expect(mailbox.to('nobody-at-all@example.org')).toHaveLength(0);
  });

  it('refuses an unknown, a mistyped and an expired token with 422 on token', async () => {
    const account = await makeAccount(t.db, { localeId });
    const expired = 'expired-token-expired-token-expired-token';
    await t.db.insert(passwordResets).values({
      userId: account.userId,
      tokenHash: sha256(expired),
      expiresAt: sql`now() - interval '1 minute'` as never,
    });
    for (const token of [expired, 'x'.repeat(43)]) {
      const response = await confirm({ token, newPassword: 'a fresh reset password' });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details.issues[0].path).toBe('token');
    }
    expect(await signInStatus(account.email, TEST_PASSWORD)).toBe(200);
    const malformed = await confirm({ token: 'short', newPassword: 'a fresh reset password', extra: true });
    expect(malformed.statusCode).toBe(422);
  });

  it('refuses a malformed request with 422 and writes nothing', async () => {
    const count = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets))[0]!.n;
    const before = await count();
    for (const email of ['not-an-email', 42, '']) {
      expect((await requestReset(email)).statusCode).toBe(422);
    }
    expect(await count()).toBe(before);
  });

  it('sends at most 5 e-mails an hour to one address, still answering 202', async () => {
    const account = await makeAccount(t.db, { localeId });
    for (let i = 0; i < 7; i++) expect((await requestReset(account.email)).statusCode).toBe(202);
    await mailbox.waitFor(account.email, 5);
    const barrier = await makeAccount(t.db, { localeId });
    await requestReset(barrier.email);
    await mailbox.waitFor(barrier.email);
    await queueSettled(t.db, EMAIL_QUEUE);
    expect(mailbox.to(account.email)).toHaveLength(5);
  });

  it('answers 429 with Retry-After past 20 requests an hour from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await requestReset(`spray-${i}@example.org`, ip)).statusCode).toBe(202);
    }
    const blocked = await requestReset('spray-last@example.org', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestReset('spray-last@example.org', freshIp())).statusCode).toBe(202);
  });
});
