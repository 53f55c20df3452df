import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { loginThrottles, passwordResets, sessions } from '../../../db/schema/index.ts';
import { sha256 } from '../../../lib/tokens.ts';
import { as, createTestApp, routeEngines, signIn, type TestApp } from '../../../../test/harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

const DAY_MS = 24 * 3600_000;

// Sessions end after SESSION_IDLE_DAYS without use and SESSION_MAX_DAYS after sign-in (DESIGN.md section 12).
describe.each(routeEngines)('session lifetime on %s', (engine) => {
  let t: TestApp;
  let localeId: string;
  const session = (who: Parameters<typeof as>[1]) =>
    as(t.app, who, { method: 'GET', url: '/api/login/auth/session' });

  beforeAll(async () => {
    // A cache that never expires by time, so the cached path is the one tested when nothing is written.
    t = await createTestApp(engine, { readCacheTtlMs: 600_000, readCacheClock: () => 0 });
    localeId = (await makeLocale(t.db)).id;
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('lasts SESSION_MAX_DAYS (90) from sign-in at most', async () => {
    const account = await makeAccount(t.db, { localeId });
    const before = Date.now();
    const who = await signIn(t.app, account.email, TEST_PASSWORD);
    const expiresAt = Date.parse((await session(who)).json().expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 90 * DAY_MS - 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS + 60_000);
  });

  it('refuses a session idle longer than SESSION_IDLE_DAYS (14)', async () => {
    const account = await makeAccount(t.db, { localeId });
    const who = await signIn(t.app, account.email, TEST_PASSWORD);
    expect((await session(who)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '13 days'` })
      .where(eq(sessions.userId, account.userId));
    expect((await session(who)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '15 days'` })
      .where(eq(sessions.userId, account.userId));
    const idle = await session(who);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error.code).toBe('session_expired');
  });

  it('refuses an idle session held in the cache too', async () => {
    const account = await makeAccount(t.db, { localeId });
    const who = await signIn(t.app, account.email, TEST_PASSWORD);
    expect((await session(who)).statusCode).toBe(200);
    // Nothing is written while the clock moves on: the cached entry is what the lookup sees.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * DAY_MS });
    expect((await session(who)).statusCode).toBe(401);
  });

  it('keeps a session in use alive past the idle limit', async () => {
    const account = await makeAccount(t.db, { localeId });
    const who = await signIn(t.app, account.email, TEST_PASSWORD);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * DAY_MS });
    expect((await session(who)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * DAY_MS });
    expect((await session(who)).statusCode).toBe(200);
  });

  it('housekeeping removes ended sessions, spent reset links and old throttle counters, and keeps the rest', async () => {
    const account = await makeAccount(t.db, { localeId });
    const at = (days: number) => new Date(Date.now() - days * DAY_MS);
    const ahead = (days: number) => new Date(Date.now() + days * DAY_MS);
    const session = (name: string, values: Partial<typeof sessions.$inferInsert>) => ({
      userId: account.userId,
      tokenHash: sha256(`session-${name}-${engine}`),
      xsrfToken: name,
      createdAt: at(60),
      expiresAt: ahead(30),
      ...values,
    });
    const made = await t.db
      .insert(sessions)
      .values([
        session('live', {}),
        session('revoked-yesterday', { revokedAt: at(1) }),
        session('revoked-long-ago', { revokedAt: at(31) }),
        session('expired-long-ago', { expiresAt: at(31) }),
        session('idle-long-ago', { lastSeenAt: at(14 + 31) }),
      ])
      .returning({ id: sessions.id, name: sessions.xsrfToken });
    const resets = await t.db
      .insert(passwordResets)
      .values(
        (
          [
            ['open', ahead(1), null],
            ['used', ahead(1), at(0)],
            ['expired', at(1), null],
          ] as const
        ).map(([name, expiresAt, usedAt]) => ({
          userId: account.userId,
          tokenHash: sha256(`reset-${name}-${engine}`),
          expiresAt: expiresAt,
          usedAt: usedAt,
          requestedIp: name,
        })),
      )
      .returning({ id: passwordResets.id, name: passwordResets.requestedIp });
    await t.db.insert(loginThrottles).values([
      { key: `test:${engine}:recent`, failures: 3, windowStartedAt: at(0) },
      { key: `test:${engine}:old`, failures: 3, windowStartedAt: at(2) },
      {
        key: `test:${engine}:old-but-locked`,
        failures: 9,
        windowStartedAt: at(2),
        lockedUntil: ahead(1),
      },
    ]);

    const removed = await t.app.services.housekeeping.runAll();
    expect(removed).toMatchObject({
      sessions: expect.any(Number),
      'password-resets': 2,
      'login-throttles': 1,
    });

    const left = await t.db
      .select({ name: sessions.xsrfToken })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          made.map((s) => s.id),
        ),
      );
    expect(left.map((s) => s.name).sort()).toEqual(['live', 'revoked-yesterday']);
    const resetsLeft = await t.db
      .select({ name: passwordResets.requestedIp })
      .from(passwordResets)
      .where(
        inArray(
          passwordResets.id,
          resets.map((r) => r.id),
        ),
      );
    expect(resetsLeft.map((r) => r.name)).toEqual(['open']);
    const throttles = await t.db
      .select({ key: loginThrottles.key })
      .from(loginThrottles)
      .where(sql`${loginThrottles.key} like ${`test:${engine}:%`}`);
    expect(throttles.map((r) => r.key).sort()).toEqual([
      `test:${engine}:old-but-locked`,
      `test:${engine}:recent`,
    ]);
  });
});
