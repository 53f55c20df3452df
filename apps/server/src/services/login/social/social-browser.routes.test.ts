import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.ts';
import { createTestApp, routeEngines, signIn, type TestApp } from '../../../../test/harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';
import {
  callbackUri,
  cookiesSet,
  newBrowser,
  returnFromProvider,
  SOCIAL_PUBLIC_URL,
  socialRows,
  startSocial,
} from '../../../../test/social-flow.ts';
import {
  completeGoogleLogin,
  startGoogleProvider,
  type GoogleAccount,
  type GoogleStandIn,
} from '../../../../test/social-stand-ins.ts';
import { SOCIAL_FLOW_COOKIE } from './social.routes.ts';

const person = (sub: string, email: string): GoogleAccount => ({
  sub,
  email,
  emailVerified: true,
  name: `Ana ${sub}`,
  givenName: 'Ana',
  familyName: sub,
});

/*
 * Issue 35: someone who starts a Google sign-in and stops before coming back holds a callback address that signs
 * in to their account; sent to someone else, it must not sign that person in. Only the browser that started a
 * sign-in (its flow cookie) may finish it.
 */
describe.each(routeEngines)('social sign-in bound to the browser that started it on %s', (engine) => {
  let t: TestApp;
  let google: GoogleStandIn;
  let localeId: string;

  beforeAll(async () => {
    google = await startGoogleProvider({
      redirectUris: [callbackUri('google')],
      accounts: [
        person('g-starter', 'starter@example.org'),
        person('g-sender', 'sender@example.org'),
        person('g-forwarder', 'forwarder@example.org'),
        person('g-receiver', 'receiver@example.org'),
      ],
    });
    t = await createTestApp(engine, {
      publicUrl: SOCIAL_PUBLIC_URL,
      cookieSecure: true,
      rateLimitPerMinute: 0,
      social: {
        google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
        facebook: null,
      },
    });
    localeId = (await makeLocale(t.db)).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  /** An account with Google linked (the app's own browser links it): a callback of its `sub` signs in. */
  const linkedAccount = async (email: string, sub: string) => {
    const account = await makeAccount(t.db, { localeId, email });
    const who = await signIn(t.app, account.email, TEST_PASSWORD);
    const back = await completeGoogleLogin(await startSocial(t.app, 'google', { intent: 'link' }, who), sub);
    expect((await returnFromProvider(t.app, back)).headers.location).toBe(
      '/tabs/change-password?linked=google',
    );
    return account;
  };

  it('sets a cookie of the state’s hash, for the callback only: httpOnly, SameSite=Lax, Secure, 10 minutes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login/auth/google/start' });
    expect(response.statusCode).toBe(302);
    const state = new URL(response.headers.location as string).searchParams.get('state')!;
    expect(response.cookies).toHaveLength(1);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: SOCIAL_FLOW_COOKIE,
      value: sha256(state),
      path: '/api/login/auth/google/callback',
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
    });
    expect(cookie!.value).not.toContain(state);
    const minutesLeft = (cookie!.expires!.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });

  it('signs in the browser that started the sign-in, and clears its flow cookie', async () => {
    const account = await linkedAccount('starter@example.org', 'g-starter');
    const browser = newBrowser();
    const back = await completeGoogleLogin(
      await startSocial(t.app, 'google', {}, null, browser),
      'g-starter',
    );
    const response = await returnFromProvider(t.app, back, browser);
    expect(response.headers.location).toBe('/login?socialSignedIn=1');
    expect(cookiesSet(response)).toMatchObject({
      [SOCIAL_FLOW_COOKIE]: null,
      congregate_session: expect.any(String),
    });
    expect(browser.size).toBe(0);
    expect((await socialRows(t.db, account.userId)).sessions).toBe(2);
  });

  it('refuses a callback address opened in another browser: nobody signed in, and the flow spent', async () => {
    const sender = await linkedAccount('sender@example.org', 'g-sender');
    const theirs = newBrowser();
    // They sign in at Google and stop before coming back: the address Google sends them back to is what they send.
    const back = await completeGoogleLogin(await startSocial(t.app, 'google', {}, null, theirs), 'g-sender');
    const before = await socialRows(t.db);

    const opened = await returnFromProvider(t.app, back, newBrowser());
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/login?socialError=browser_mismatch');
    expect(opened.cookies).toEqual([]);
    expect(await socialRows(t.db)).toEqual({ ...before, flows: before.flows - 1 });
    expect((await socialRows(t.db, sender.userId)).sessions).toBe(1);

    // Spent by its first opening: not even the browser that started it can use it now.
    const replay = await returnFromProvider(t.app, back, theirs);
    expect(replay.headers.location).toBe('/login?socialError=state_invalid');
    expect(cookiesSet(replay)).toEqual({ [SOCIAL_FLOW_COOKIE]: null });
    expect((await socialRows(t.db, sender.userId)).sessions).toBe(1);
  });

  it('refuses it in a browser holding the flow cookie of another sign-in, whose own sign-in goes on', async () => {
    const sender = await linkedAccount('forwarder@example.org', 'g-forwarder');
    const receiver = await linkedAccount('receiver@example.org', 'g-receiver');
    const back = await completeGoogleLogin(
      await startSocial(t.app, 'google', {}, null, newBrowser()),
      'g-forwarder',
    );
    const theirs = newBrowser();
    const ownBack = await completeGoogleLogin(
      await startSocial(t.app, 'google', {}, null, theirs),
      'g-receiver',
    );
    const before = await socialRows(t.db);

    const opened = await returnFromProvider(t.app, back, theirs);
    expect(opened.headers.location).toBe('/login?socialError=browser_mismatch');
    // The cookie is of their own sign-in, still waiting: it stays.
    expect(opened.cookies).toEqual([]);
    expect(theirs.size).toBe(1);
    expect(await socialRows(t.db)).toEqual({ ...before, flows: before.flows - 1 });
    expect((await socialRows(t.db, sender.userId)).sessions).toBe(1);

    const own = await returnFromProvider(t.app, ownBack, theirs);
    expect(own.headers.location).toBe('/login?socialSignedIn=1');
    expect((await socialRows(t.db, receiver.userId)).sessions).toBe(2);
  });
});
