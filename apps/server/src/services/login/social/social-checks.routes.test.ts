import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../../../../test/harness.ts';
import { makeAccount, makeLocale } from '../../../../test/factories.ts';
import { SOCIAL_FLOW_COOKIE } from './social.routes.ts';
import {
  cookiesSet,
  returnFromProvider,
  SOCIAL_PUBLIC_URL,
  socialRows,
  startSocial,
} from '../../../../test/social-flow.ts';
import { startCraftedIssuer, type CraftedIssuer } from '../../../../test/social-stand-ins.ts';

/** Follows the crafted issuer's authorization endpoint, which redirects back at once with a code. */
async function throughIssuer(location: string): Promise<URL> {
  const response = await fetch(location, { redirect: 'manual' });
  await response.body?.cancel();
  return new URL(response.headers.get('location')!);
}

describe.each(routeEngines)('social sign-in checks of the provider’s answer on %s', (engine) => {
  let t: TestApp;
  let issuer: CraftedIssuer;

  beforeAll(async () => {
    issuer = await startCraftedIssuer();
    t = await createTestApp(engine, {
      publicUrl: SOCIAL_PUBLIC_URL,
      rateLimitPerMinute: 0,
      social: {
        google: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
        facebook: null,
      },
    });
    // The crafted ID token's verified address belongs to an account: a sound answer would go on to confirm.
    await makeAccount(t.db, { localeId: (await makeLocale(t.db)).id, email: 'crafted.user@example.org' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await issuer?.close();
  });

  it('offers only the configured providers; one not configured is not found, not "not ready yet"', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login/auth/providers' });
    expect(response.json()).toEqual({ providers: [{ id: 'google', name: 'Google', ready: true }] });
    // The login page says `provider_not_found` as the spec's "Login provider not found".
    expect(await startSocial(t.app, 'facebook')).toBe('/login?socialError=provider_not_found');
    const callback = await t.app.inject({
      method: 'GET',
      url: '/api/login/auth/facebook/callback?code=x&state=y',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?socialError=provider_not_found');
    expect(callback.cookies).toEqual([]);
    expect((await socialRows(t.db)).flows).toBe(0);
  });

  it('goes on to confirm when the ID token is sound (the cases below differ by one claim)', async () => {
    const response = await returnFromProvider(t.app, await throughIssuer(await startSocial(t.app, 'google')));
    expect(response.headers.location).toMatch(/^\/login\?social=/);
  });

  const refused: [string, Record<string, unknown>, { signWithOtherKey?: boolean }, string][] = [
    ['a wrong audience', { aud: 'someone-else' }, {}, 'provider_answer_invalid'],
    [
      'an expired ID token',
      { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 },
      {},
      'provider_answer_invalid',
    ],
    ['a wrong nonce', { nonce: 'not-the-nonce-we-sent' }, {}, 'provider_answer_invalid'],
    ['a wrong issuer', { iss: 'https://accounts.google.com' }, {}, 'provider_answer_invalid'],
    ['a bad signature', {}, { signWithOtherKey: true }, 'provider_answer_invalid'],
    ['an unverified e-mail', { email_verified: false }, {}, 'email_unverified'],
    ['no e-mail', { email: undefined, email_verified: undefined }, {}, 'email_unverified'],
  ];
  it.each(refused)('refuses %s and writes nothing', async (_label, claims, options, reason) => {
    const back = await throughIssuer(await startSocial(t.app, 'google'));
    const before = await socialRows(t.db);
    issuer.setNextIdToken(claims, options);
    const response = await returnFromProvider(t.app, back);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?socialError=${reason}`);
    expect(cookiesSet(response)).toEqual({ [SOCIAL_FLOW_COOKIE]: null });
    // Only the used flow is gone: no session, no identity, no pending sign-in.
    expect(await socialRows(t.db)).toEqual({ ...before, flows: before.flows - 1 });
  });

  it('refuses a forged, missing or replayed state', async () => {
    const back = await throughIssuer(await startSocial(t.app, 'google'));
    const forged = new URL(back);
    forged.searchParams.set('state', 'a-state-this-server-never-made');
    const before = await socialRows(t.db);
    for (const url of [forged, new URL(`${back.origin}${back.pathname}?code=abc`)]) {
      const response = await returnFromProvider(t.app, url);
      expect(response.headers.location).toBe('/login?socialError=state_invalid');
      expect(response.cookies).toEqual([]);
    }
    expect(await socialRows(t.db)).toEqual(before);
    expect((await returnFromProvider(t.app, back)).headers.location).toMatch(/^\/login\?social=/);
    expect((await returnFromProvider(t.app, back)).headers.location).toBe('/login?socialError=state_invalid');
  });

  it('refuses a state that expired', async () => {
    const back = await throughIssuer(await startSocial(t.app, 'google'));
    await t.db.execute(`update oauth_flows set expires_at = now() - interval '1 minute'`);
    const response = await returnFromProvider(t.app, back);
    expect(response.headers.location).toBe('/login?socialError=state_invalid');
  });

  it('removes expired flows and pending sign-ins in housekeeping', async () => {
    await startSocial(t.app, 'google');
    await t.db.execute(`update oauth_flows set expires_at = now() - interval '1 minute'`);
    await t.db.execute(`update social_sign_ins set expires_at = now() - interval '1 minute'`);
    await t.app.services.housekeeping.runAll();
    expect(await socialRows(t.db)).toMatchObject({ flows: 0, pending: 0 });
  });
});

describe.each(routeEngines)('social sign-in without its providers on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      publicUrl: SOCIAL_PUBLIC_URL,
      rateLimitPerMinute: 0,
      // An issuer nobody answers at: discovery fails, Google is "not ready yet" (and tried again next time).
      social: {
        google: { issuer: 'http://127.0.0.1:9', clientId: 'client-id', clientSecret: 'client-secret' },
        facebook: null,
      },
    });
  });
  afterAll(() => t?.close());

  it('answers ready: false and redirects a start to providers_not_ready while discovery fails', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login/auth/providers' });
    expect(response.json()).toEqual({ providers: [{ id: 'google', name: 'Google', ready: false }] });
    expect(await startSocial(t.app, 'google')).toBe('/login?socialError=providers_not_ready');
    expect((await socialRows(t.db)).flows).toBe(0);
  });
});
