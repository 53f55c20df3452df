import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_VERSIONS } from '@congregate/contracts';
import { eq } from 'drizzle-orm';
import { members, userIdentities, users } from '../../../db/schema/index.ts';
import {
  as,
  cookiesOf,
  createTestApp,
  routeEngines,
  signIn,
  type TestApp,
} from '../../../../test/harness.ts';
import { makeAccount, makeLocale, TEST_PASSWORD } from '../../../../test/factories.ts';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.ts';
import { SOCIAL_FLOW_COOKIE } from './social.routes.ts';
import {
  callbackUri,
  cookiesSet,
  pendingToken,
  returnFromProvider,
  sessionOf,
  SOCIAL_PUBLIC_URL,
  socialRows,
  startSocial,
} from '../../../../test/social-flow.ts';
import {
  completeFacebookLogin,
  completeGoogleLogin,
  startFacebookStandIn,
  startGoogleProvider,
  type FacebookStandIn,
  type GoogleAccount,
  type GoogleStandIn,
} from '../../../../test/social-stand-ins.ts';

const person = (sub: string, email: string, emailVerified = true): GoogleAccount => ({
  sub,
  email,
  emailVerified,
  name: `Ana ${sub}`,
  givenName: 'Ana',
  familyName: sub,
});

describe.each(routeEngines)('social sign-in through the providers on %s', (engine) => {
  let t: TestApp;
  let google: GoogleStandIn;
  let facebook: FacebookStandIn;
  let mailbox: Mailbox;
  let localeId: string;
  const accounts = {
    linked: person('g-linked', 'linked@example.org'),
    owner: person('g-owner', 'owner@example.org'),
    mailed: person('g-mailed', 'mailed@example.org'),
    newcomer: person('g-new', 'newcomer@example.org'),
    unverified: person('g-unverified', 'unverified@example.org', false),
    other: person('g-other', 'other@example.org'),
  };

  beforeAll(async () => {
    google = await startGoogleProvider({
      redirectUris: [callbackUri('google')],
      accounts: Object.values(accounts),
    });
    facebook = await startFacebookStandIn({
      users: [
        { id: 'fb-1', email: 'fb.person@example.org', name: 'Jo Cruz', firstName: 'Jo', lastName: 'Cruz' },
        { id: 'fb-2', name: 'No Mail', firstName: 'No', lastName: 'Mail' },
      ],
    });
    mailbox = await startMailbox();
    t = await createTestApp(engine, {
      publicUrl: SOCIAL_PUBLIC_URL,
      smtpUrl: mailbox.url,
      rateLimitPerMinute: 0,
      social: {
        google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
        facebook: {
          appId: facebook.appId,
          appSecret: facebook.appSecret,
          dialogUrl: facebook.dialogUrl,
          graphUrl: facebook.graphUrl,
        },
      },
    });
    localeId = (await makeLocale(t.db)).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([google?.close(), facebook?.close(), mailbox?.close()]);
  });

  /** Start → the provider's login as `sub` → the callback: the app's answer. */
  const googleSignIn = async (sub: string, query: Record<string, string> = {}, who = null as never) =>
    returnFromProvider(t.app, await completeGoogleLogin(await startSocial(t.app, 'google', query, who), sub));

  const linkGoogle = async (email: string, sub: string) => {
    const account = await makeAccount(t.db, { localeId, email });
    const who = await signIn(t.app, account.email, TEST_PASSWORD);
    const back = await completeGoogleLogin(await startSocial(t.app, 'google', { intent: 'link' }, who), sub);
    const linked = await returnFromProvider(t.app, back);
    return { account, who, linked };
  };

  it('lists the configured providers, ready', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login/auth/providers' });
    expect(response.json()).toEqual({
      providers: [
        { id: 'google', name: 'Google', ready: true },
        { id: 'facebook', name: 'Facebook', ready: true },
      ],
    });
  });

  it('starts at Google with state, PKCE (S256), a nonce and the spec’s scope, keeping only the state’s hash', async () => {
    const location = new URL(await startSocial(t.app, 'google', { returnTo: '/tabs/tab3' }));
    expect(location.origin).toBe(new URL(google.issuer).origin);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe(google.clientId);
    expect(params.get('redirect_uri')).toBe(callbackUri('google'));
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('nonce')).toBeTruthy();
    const state = params.get('state')!;
    expect(state.length).toBeGreaterThan(20);
    const rows = await t.db.execute(`select * from oauth_flows`);
    expect(JSON.stringify(rows)).not.toContain(state);
  });

  it('links Google to the signed-in account, then signs in with it exactly as a password sign-in does', async () => {
    const { account, linked } = await linkGoogle('linked@example.org', 'g-linked');
    expect(linked.statusCode).toBe(302);
    expect(linked.headers.location).toBe('/tabs/change-password?linked=google');
    expect(cookiesSet(linked)).toEqual({ [SOCIAL_FLOW_COOKIE]: null });

    const response = await googleSignIn('g-linked', { returnTo: '/tabs/tab3' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?socialSignedIn=1&returnTo=%2Ftabs%2Ftab3');
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login/auth/login',
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    const shape = (r: typeof response) =>
      r.cookies
        .filter((c) => c.name !== SOCIAL_FLOW_COOKIE)
        .map((c) => ({
          name: c.name,
          httpOnly: c.httpOnly ?? false,
          sameSite: c.sameSite,
          path: c.path,
        }));
    expect(shape(response)).toEqual(shape(byPassword));
    expect(cookiesSet(response)[SOCIAL_FLOW_COOKIE]).toBeNull();

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/login/auth/session',
      headers: { cookie: sessionOf(response).cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ userId: account.userId, endorsed: true });
    const [identity] = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, account.userId));
    expect(identity).toMatchObject({ provider: 'google', subject: 'g-linked', email: 'linked@example.org' });
    expect(identity!.lastSignInAt).not.toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(user!.lastSignInAt).not.toBeNull();

    // Without a returnTo the sign-in page finishes the sign-in and goes home; the flow was used up, so its replay fails.
    const back = await completeGoogleLogin(await startSocial(t.app, 'google'), 'g-linked');
    const first = await returnFromProvider(t.app, back);
    expect(first.headers.location).toBe('/login?socialSignedIn=1');
    const replay = await returnFromProvider(t.app, back);
    expect(replay.headers.location).toBe('/login?socialError=state_invalid');
    expect(replay.cookies).toEqual([]);
  });

  it('sends a cancelled login back with socialError=cancelled and writes nothing', async () => {
    const before = await socialRows(t.db);
    const back = await completeGoogleLogin(await startSocial(t.app, 'google'), 'g-linked', { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    const response = await returnFromProvider(t.app, back);
    expect(response.headers.location).toBe('/login?socialError=cancelled');
    expect(cookiesSet(response)).toEqual({ [SOCIAL_FLOW_COOKIE]: null });
    expect(await socialRows(t.db)).toEqual(before);
  });

  it('never links a matching e-mail silently: the owner confirms with their password', async () => {
    const owner = await makeAccount(t.db, { localeId, email: 'owner@example.org' });
    const response = await googleSignIn('g-owner');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/login\?social=/);
    expect(cookiesSet(response)).toEqual({ [SOCIAL_FLOW_COOKIE]: null });
    expect((await socialRows(t.db, owner.userId)).identities).toBe(0);
    const token = pendingToken(response.headers.location as string);

    const pending = await t.app.inject({ method: 'GET', url: `/api/login/auth/social/${token}` });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      next: 'confirm',
      provider: 'google',
      accountEmail: 'ow***@example.org',
      user: { id: 'g-owner', email: 'owner@example.org', firstName: 'Ana', authToken: null, idToken: null },
    });

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/login/auth/social/${token}/confirm`,
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');
    expect(await socialRows(t.db, owner.userId)).toMatchObject({ identities: 0, sessions: 0 });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/login/auth/social/${token}/confirm`,
      payload: { password: TEST_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ userId: owner.userId, tokenType: 'Bearer' });
    expect(Object.keys(cookiesOf(confirmed))).toEqual(['congregate_session', 'XSRF-TOKEN']);
    expect(await socialRows(t.db, owner.userId)).toMatchObject({ identities: 1, sessions: 1 });

    // Used once; the next Google sign-in goes straight in.
    const again = await t.app.inject({ method: 'GET', url: `/api/login/auth/social/${token}` });
    expect(again.statusCode).toBe(404);
    expect((await googleSignIn('g-owner')).headers.location).toBe('/login?socialSignedIn=1');
  });

  it('confirms by a link mailed to the account’s address instead of the password', async () => {
    const owner = await makeAccount(t.db, { localeId, email: 'mailed@example.org' });
    const token = pendingToken((await googleSignIn('g-mailed')).headers.location as string);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/login/auth/social/${token}/email`,
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: 'ma***@example.org' });
    const [mail] = await mailbox.waitFor('mailed@example.org');
    const link = /https:\/\/church\.example\.org\/social-confirm\?token=([A-Za-z0-9_-]+)/.exec(mail!.body);
    expect(link).not.toBeNull();
    expect((await socialRows(t.db, owner.userId)).identities).toBe(0);

    const confirm = (linkToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/auth/social/confirm-email',
        payload: { token: linkToken },
      });
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);
    const confirmed = await confirm(link![1]!);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().userId).toBe(owner.userId);
    expect(await socialRows(t.db, owner.userId)).toMatchObject({ identities: 1, sessions: 1 });
    expect((await confirm(link![1]!)).statusCode).toBe(404);
  });

  it('registers a new person with the provider’s e-mail and no password: unendorsed, identity linked', async () => {
    const response = await googleSignIn('g-new');
    expect(response.headers.location).toMatch(/^\/register\?social=/);
    const token = pendingToken(response.headers.location as string);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/login/auth/social/${token}` })).json(),
    ).toMatchObject({
      next: 'register',
      accountEmail: null,
      user: { email: 'newcomer@example.org', lastName: 'g-new' },
    });
    // A confirm-only call refuses a registration.
    const notConfirm = await t.app.inject({
      method: 'POST',
      url: `/api/login/auth/social/${token}/confirm`,
      payload: { password: 'whatever' },
    });
    expect(notConfirm.statusCode).toBe(404);

    const body = {
      firstName: 'Ana',
      lastName: 'Reyes',
      localeId,
      acceptedDataPrivacy: AGREEMENT_VERSIONS.dataPrivacy,
      acceptedDisclaimer: AGREEMENT_VERSIONS.disclaimer,
    };
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/login/auth/social/${token}/register`,
      payload: { ...body, acceptedDisclaimer: undefined },
    });
    expect(missing.statusCode).toBe(422);
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/login/auth/social/${token}/register`,
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ endorsed: false, userType: 'member' });
    const userId = registered.json().userId as string;
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email: 'newcomer@example.org', passwordSet: false });
    const [member] = await t.db.select().from(members).where(eq(members.userId, userId));
    expect(member).toMatchObject({ firstName: 'Ana', lastName: 'Reyes', endorsed: false });
    expect(await socialRows(t.db, userId)).toMatchObject({ identities: 1, sessions: 1 });

    // The session is an unendorsed one (the web's guard sends it to not-authorized); the token is used up.
    const session = await as(t.app, sessionOf(registered), { method: 'GET', url: '/api/login/auth/session' });
    expect(session.json()).toMatchObject({ userId, endorsed: false });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/login/auth/social/${token}/register`,
      payload: body,
    });
    expect(twice.statusCode).toBe(404);

    // Sign-in methods: no password, Google linked; the only way in cannot be unlinked; a first password is set
    // without a current one, and then Google can go.
    const who = sessionOf(registered);
    const methods = await as(t.app, who, { method: 'GET', url: '/api/login/auth/identities' });
    expect(methods.json()).toMatchObject({
      hasPassword: false,
      identities: [{ provider: 'google', email: 'newcomer@example.org' }],
      available: ['google', 'facebook'],
    });
    const unlink = (provider: string) =>
      as(t.app, who, { method: 'DELETE', url: `/api/login/auth/identities/${provider}`, payload: {} });
    const last = await unlink('google');
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('last_sign_in_method');
    expect((await unlink('facebook')).json().error.code).toBe('no_provider_user');
    expect((await unlink('twitter')).statusCode).toBe(404);
    const setPassword = await as(t.app, who, {
      method: 'PUT',
      url: `/api/login/changePassword/${userId}`,
      payload: { newPassword: 'my first real password' },
    });
    expect(setPassword.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(after!.passwordSet).toBe(true);
    expect((await unlink('google')).statusCode).toBe(200);
    expect((await socialRows(t.db, userId)).identities).toBe(0);
    await signIn(t.app, 'newcomer@example.org', 'my first real password');
  });

  it('still asks a member with a password for the current one', async () => {
    const account = await makeAccount(t.db, { localeId });
    const who = await signIn(t.app, account.email, TEST_PASSWORD);
    const response = await as(t.app, who, {
      method: 'PUT',
      url: `/api/login/changePassword/${account.userId}`,
      payload: { newPassword: 'a brand new password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details.issues[0]).toMatchObject({
      path: 'currentPassword',
      code: 'required',
    });
  });

  it('refuses an unverified e-mail and writes nothing', async () => {
    await makeAccount(t.db, { localeId, email: 'unverified@example.org' });
    const before = await socialRows(t.db);
    const response = await googleSignIn('g-unverified');
    expect(response.headers.location).toBe('/login?socialError=email_unverified');
    expect(cookiesSet(response)).toEqual({ [SOCIAL_FLOW_COOKIE]: null });
    expect(await socialRows(t.db)).toEqual(before);
  });

  it('refuses to link a Google account linked to another member (identity_taken)', async () => {
    await linkGoogle('first-owner@example.org', 'g-other');
    const { account, linked } = await linkGoogle('second-owner@example.org', 'g-other');
    expect(linked.headers.location).toBe('/tabs/change-password?socialError=identity_taken');
    expect((await socialRows(t.db, account.userId)).identities).toBe(0);
  });

  it('refuses a linking without a session (not_signed_in) and a returnTo of another origin (422)', async () => {
    expect(await startSocial(t.app, 'google', { intent: 'link' })).toBe('/login?socialError=not_signed_in');
    for (const returnTo of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'tabs/tab7']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/login/auth/google/start?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(response.statusCode, returnTo).toBe(422);
    }
  });

  it('signs in through Facebook’s dialog, token endpoint and /me', async () => {
    const location = new URL(await startSocial(t.app, 'facebook'));
    expect(location.pathname).toBe('/v4.0/dialog/oauth');
    expect(location.searchParams.get('scope')).toBe('email,public_profile');
    expect(location.searchParams.get('locale')).toBe('en_US');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await completeFacebookLogin(location.toString(), 'fb-1');
    const response = await returnFromProvider(t.app, back);
    expect(response.headers.location).toMatch(/^\/register\?social=/);
    const token = pendingToken(response.headers.location as string);
    const pending = await t.app.inject({ method: 'GET', url: `/api/login/auth/social/${token}` });
    expect(pending.json()).toMatchObject({
      next: 'register',
      provider: 'facebook',
      user: {
        id: 'fb-1',
        email: 'fb.person@example.org',
        firstName: 'Jo',
        lastName: 'Cruz',
        provider: 'facebook',
      },
    });

    // No e-mail from Facebook: nobody to match.
    const noMail = await returnFromProvider(
      t.app,
      await completeFacebookLogin(await startSocial(t.app, 'facebook'), 'fb-2'),
    );
    expect(noMail.headers.location).toBe('/login?socialError=email_unverified');
    const cancelled = await returnFromProvider(
      t.app,
      await completeFacebookLogin(await startSocial(t.app, 'facebook'), 'fb-1', { cancel: true }),
    );
    expect(cancelled.headers.location).toBe('/login?socialError=cancelled');
  });

  it('sends an unknown provider to provider_not_found', async () => {
    expect(await startSocial(t.app, 'twitter')).toBe('/login?socialError=provider_not_found');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/login/auth/twitter/callback?code=x&state=y',
    });
    expect(response.headers.location).toBe('/login?socialError=provider_not_found');
  });
});
