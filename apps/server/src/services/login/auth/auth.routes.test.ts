import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_VERSIONS } from '@congregate/contracts';
import { count, eq } from 'drizzle-orm';
import { consents, loginThrottles, members, users } from '../../../db/schema/index.ts';
import type * as passwords from '../../../lib/passwords.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import {
  as,
  cookiesOf,
  createTestApp,
  routeEngines,
  signIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';

// Counts the password hash checks sign-in makes (the real check still runs).
vi.mock('../../../lib/passwords.ts', async (original) => {
  const real = await original<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

describe.each(routeEngines)('login service on %s', (engine) => {
  let t: TestApp;
  let localeId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    localeId = (await makeLocale(t.db)).id;
  });
  afterAll(() => t.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    email: `new-${Math.random().toString(36).slice(2)}@example.org`,
    password: 'correct horse battery',
    firstName: 'Ana',
    lastName: 'Peña',
    localeId,
    acceptedDataPrivacy: AGREEMENT_VERSIONS.dataPrivacy,
    acceptedDisclaimer: AGREEMENT_VERSIONS.disclaimer,
    ...overrides,
  });

  describe('POST /api/login/auth/login', () => {
    it('signs in with a session cookie, an XSRF cookie and a bearer token that works', async () => {
      const account = await makeAccount(t.db, { localeId });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/login',
        payload: { email: account.email.toUpperCase(), password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        tokenType: 'Bearer',
        userId: account.userId,
        memberId: account.memberId,
        endorsed: true,
      });
      const session = response.cookies.find((c) => c.name === 'congregate_session');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.httpOnly).toBeFalsy();
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/login/auth/session',
        headers: { authorization: `Bearer ${body.accessToken}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ authenticated: true, userId: account.userId, email: account.email });
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const account = await makeAccount(t.db, { localeId });
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/login',
        payload: { email: account.email, password: 'not-the-password' },
        remoteAddress: '10.1.0.1',
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/login',
        payload: { email: 'nobody-here@example.org', password: 'not-the-password' },
        remoteAddress: '10.1.0.2',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error.code).toBe('invalid_credentials');
      expect(wrong.cookies).toHaveLength(0);
    });

    it('locks an account after repeated failures with a 429 and a retry time, even for the right password', async () => {
      const account = await makeAccount(t.db, { localeId });
      for (let i = 0; i < 5; i++) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/login/auth/login',
          payload: { email: account.email, password: `wrong-${i}` },
          remoteAddress: `10.2.0.${i}`,
        });
        expect(r.statusCode).toBe(401);
      }
      const locked = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/login',
        payload: { email: account.email, password: TEST_PASSWORD },
        remoteAddress: '10.2.1.1',
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.code).toBe('rate_limited');
      expect(locked.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('lets 200 parallel wrong guesses for one account reach at most 5 password checks; the rest get 429 at once', async () => {
      const account = await makeAccount(t.db, { localeId });
      vi.mocked(verifyPassword).mockClear();
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/login/auth/login',
            payload: { email: account.email, password: `wrong-guess-${i}` },
            remoteAddress: '10.4.0.1',
          }),
        ),
      );
      expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(5);
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(200 - statuses.filter((s) => s === 401).length);
      for (const refused of responses.filter((r) => r.statusCode === 429)) {
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json().error.code).toBe('rate_limited');
      }
      const [row] = await t.db
        .select()
        .from(loginThrottles)
        .where(eq(loginThrottles.key, `account:${account.email.toLowerCase()}`));
      expect(row!.failures).toBeLessThanOrEqual(5);
      // The right password waits for the lock like any other.
      const right = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/login',
        payload: { email: account.email, password: TEST_PASSWORD },
        remoteAddress: '10.4.0.2',
      });
      expect(right.statusCode).toBe(429);
    });

    it('does not count a successful sign-in against the address (a church on one Wi-Fi)', async () => {
      for (let i = 0; i < 30; i++) {
        const account = await makeAccount(t.db, { localeId });
        await signIn(t.app, account.email, TEST_PASSWORD, '10.5.0.1');
      }
      const [row] = await t.db
        .select()
        .from(loginThrottles)
        .where(eq(loginThrottles.key, 'address:10.5.0.1'));
      expect(row?.failures ?? 0).toBe(0);
    });

    it('locks an address that tries many accounts', async () => {
      for (let i = 0; i < 20; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/login/auth/login',
          payload: { email: `spray-${i}@example.org`, password: 'guess-guess' },
          remoteAddress: '10.3.0.1',
        });
      }
      const account = await makeAccount(t.db, { localeId });
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/login',
        payload: { email: account.email, password: TEST_PASSWORD },
        remoteAddress: '10.3.0.1',
      });
      expect(blocked.statusCode).toBe(429);
      const elsewhere = await signIn(t.app, account.email, TEST_PASSWORD, '10.3.0.2');
      expect(elsewhere.userId).toBe(account.userId);
    });

    it('counts an IPv6 client by its /64, so rotating addresses in it does not buy new tries', async () => {
      for (let i = 0; i < 20; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/login/auth/login',
          payload: { email: `rotate-${i}@example.org`, password: 'guess-guess' },
          remoteAddress: `2001:db8:7:7::${(i + 1).toString(16)}`,
        });
      }
      const account = await makeAccount(t.db, { localeId });
      const blocked = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/login',
        payload: { email: account.email, password: TEST_PASSWORD },
        remoteAddress: '2001:db8:7:7:abcd::1',
      });
      expect(blocked.statusCode).toBe(429);
      const otherNetwork = await signIn(t.app, account.email, TEST_PASSWORD, '2001:db8:7:8::1');
      expect(otherNetwork.userId).toBe(account.userId);
    });
  });

  describe('POST /api/login/auth/register', () => {
    it('creates an unendorsed member in the chosen locale with the agreements recorded, and signs in', async () => {
      const body = registration();
      const response = await t.app.inject({ method: 'POST', url: '/api/login/auth/register', payload: body });
      expect(response.statusCode).toBe(201);
      const session = response.json();
      expect(session).toMatchObject({ endorsed: false, userType: 'member' });
      const [member] = await t.db.select().from(members).where(eq(members.id, session.memberId));
      expect(member).toMatchObject({
        firstName: 'Ana',
        lastName: 'Peña',
        currentLocaleId: localeId,
        endorsed: false,
      });
      expect(member!.customId).toMatch(/^M\d{7}$/);
      const accepted = await t.db.select().from(consents).where(eq(consents.userId, session.userId));
      expect(accepted.map((c) => [c.kind, c.version]).sort()).toEqual(
        [
          ['data_privacy', AGREEMENT_VERSIONS.dataPrivacy],
          ['disclaimer', AGREEMENT_VERSIONS.disclaimer],
        ].sort(),
      );
      expect(cookiesOf(response)['congregate_session']).toBeTruthy();
    });

    it('refuses a registration without the agreement, and writes nothing', async () => {
      const before = await t.db.select({ n: count() }).from(users);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/register',
        payload: registration({ acceptedDataPrivacy: undefined }),
      });
      expect(response.statusCode).toBe(422);
      expect(
        response.json().error.details.issues.some((i: { path: string }) => i.path === 'acceptedDataPrivacy'),
      ).toBe(true);
      const after = await t.db.select({ n: count() }).from(users);
      expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    });

    it('refuses weak passwords: short, or containing the email', async () => {
      const short = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/register',
        payload: registration({ password: 'short' }),
      });
      expect(short.statusCode).toBe(422);
      const email = 'maria.santos@example.org';
      const containsEmail = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/register',
        payload: registration({ email, password: `xx${email}xx` }),
      });
      expect(containsEmail.statusCode).toBe(422);
      expect(JSON.stringify(containsEmail.json().error.details)).toContain('email');
    });

    it('refuses an email already registered, ignoring case', async () => {
      const account = await makeAccount(t.db, { localeId });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/register',
        payload: registration({ email: account.email.toUpperCase() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('conflict');
    });

    it('refuses an unknown locale', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/register',
        payload: registration({ localeId: '00000000-0000-4000-8000-000000000000' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details.issues).toEqual([
        expect.objectContaining({ path: 'localeId', code: 'locale_not_listed' }),
      ]);
    });

    it('stores a mobile typed the local way in international form, from the locale’s country', async () => {
      const singapore = await makeLocale(t.db, { countryId: 'SG', timeZone: 'Asia/Singapore' });
      const typed = [
        [localeId, '0917 123 4567', '+639171234567'],
        [singapore.id, '9123 4567', '+6591234567'],
        [singapore.id, '+63 917-123-4567', '+639171234567'],
      ] as const;
      for (const [locale, mobile, stored] of typed) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login/auth/register',
          payload: registration({ localeId: locale, mobile }),
        });
        expect(response.statusCode, mobile).toBe(201);
        const [member] = await t.db.select().from(members).where(eq(members.id, response.json().memberId));
        expect(member!.mobile).toBe(stored);
      }
    });

    it('names each refused field with a code, not only English words', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/register',
        payload: registration({ localeId: '', password: 'short', mobile: '12' }),
      });
      expect(response.statusCode).toBe(422);
      const issues = response.json().error.details.issues as { path: string; code?: string }[];
      expect(issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: 'localeId', code: 'invalid_format' }),
          expect.objectContaining({ path: 'password', code: 'password_too_short' }),
        ]),
      );
      const taken = await makeAccount(t.db, { localeId });
      const conflict = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/register',
        payload: registration({ email: taken.email }),
      });
      expect(conflict.json().error.details.issues).toEqual([
        expect.objectContaining({ path: 'email', code: 'email_registered' }),
      ]);
      // A 409 says why by a code too, for clients to word it in the person's language.
      expect(conflict.json().error.details.reason).toBe('email_registered');
    });

    it('refuses a local mobile that is still not a number once made international', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/register',
        payload: registration({ mobile: '0 12' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details.issues).toEqual([
        expect.objectContaining({ path: 'mobile', code: 'mobile_format' }),
      ]);
    });
  });

  describe('sessions, cookies and XSRF', () => {
    it('refuses a cookie-authenticated unsafe request without the matching X-XSRF-TOKEN', async () => {
      const account = await makeAccount(t.db, { localeId });
      const who = await signIn(t.app, account.email, TEST_PASSWORD);
      const payload = { currentPassword: TEST_PASSWORD, newPassword: 'another long password' };
      const missing = await t.app.inject({
        method: 'PUT',
        url: '/api/membership/users/changePassword',
        headers: { cookie: who.cookie },
        payload,
      });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().error.code).toBe('xsrf_mismatch');
      const wrong = await t.app.inject({
        method: 'PUT',
        url: '/api/membership/users/changePassword',
        headers: { cookie: who.cookie, 'x-xsrf-token': 'forged' },
        payload,
      });
      expect(wrong.statusCode).toBe(403);
      const right = await t.app.inject({
        method: 'PUT',
        url: '/api/membership/users/changePassword',
        headers: { cookie: who.cookie, 'x-xsrf-token': who.xsrf },
        payload,
      });
      expect(right.statusCode).toBe(200);
    });

    it('GET with the cookie needs no XSRF header', async () => {
      const account = await makeAccount(t.db, { localeId });
      const who = await signIn(t.app, account.email, TEST_PASSWORD);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/login/auth/session',
        headers: { cookie: who.cookie },
      });
      expect(response.statusCode).toBe(200);
    });

    it('logout ends the session and clears the cookies', async () => {
      const account = await makeAccount(t.db, { localeId });
      const who = await signIn(t.app, account.email, TEST_PASSWORD);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/login/auth/logout',
        headers: { cookie: who.cookie, 'x-xsrf-token': who.xsrf },
      });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'congregate_session')?.value).toBe('');
      const after = await as(t.app, who, { method: 'GET', url: '/api/login/auth/session' });
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('session_expired');
    });

    it('answers 401 without any session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/login/auth/session' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    });
  });
});
