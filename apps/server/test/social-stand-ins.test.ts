import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeFacebookLogin,
  completeGoogleLogin,
  startCraftedIssuer,
  startFacebookStandIn,
  startGoogleProvider,
  type CraftedIssuer,
  type FacebookStandIn,
  type GoogleStandIn,
} from './social-stand-ins.ts';

// The providers on loopback that the social sign-in tests and the journeys use (test/social-stand-ins.ts).

const redirectUri = 'http://127.0.0.1:9/api/login/auth/google/callback';
const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const getJson = async (url: string | URL) => (await fetch(url)).json() as Promise<Record<string, unknown>>;

describe('the Google stand-in (oidc-provider)', () => {
  let google: GoogleStandIn;
  let discovery: Record<string, unknown>;

  beforeAll(async () => {
    google = await startGoogleProvider({
      redirectUris: [redirectUri],
      accounts: [
        {
          sub: 'google-maria',
          email: 'maria@example.org',
          emailVerified: true,
          name: 'Maria Dela Cruz',
          givenName: 'Maria',
          familyName: 'Dela Cruz',
          picture: 'https://example.org/maria.png',
        },
        {
          sub: 'google-unverified',
          email: 'unverified@example.org',
          emailVerified: false,
          name: 'Una Verified',
          givenName: 'Una',
          familyName: 'Verified',
        },
      ],
    });
    discovery = await getJson(`${google.issuer}/.well-known/openid-configuration`);
  });
  afterAll(() => google.close());

  const authorizationUrl = (params: Record<string, string>) => {
    const url = new URL(String(discovery['authorization_endpoint']));
    const all = { client_id: google.clientId, redirect_uri: redirectUri, response_type: 'code', ...params };
    for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
    return url.href;
  };

  it('answers its discovery document: code flow, S256, the scopes and claims', () => {
    expect(discovery['issuer']).toBe(google.issuer);
    expect(discovery['response_types_supported']).toEqual(['code']);
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
    expect(discovery['scopes_supported']).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(discovery['claims_supported']).toEqual(
      expect.arrayContaining(['email', 'email_verified', 'name', 'given_name', 'family_name', 'picture']),
    );
  });

  it('signs in through its login and consent pages; the code gives an ID token the JWKS verifies', async () => {
    const { verifier, challenge } = pkce();
    const back = await completeGoogleLogin(
      authorizationUrl({
        scope: 'openid email profile',
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      'google-maria',
    );
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('state-1');
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchange = (codeVerifier: string) =>
      fetch(String(discovery['token_endpoint']), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: code!,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
          client_id: google.clientId,
          client_secret: google.clientSecret,
        }),
      });
    const answer = await exchange(verifier);
    expect(answer.status).toBe(200);
    const tokens = (await answer.json()) as { id_token: string; access_token: string };
    const { payload } = await jwtVerify(
      tokens.id_token,
      createRemoteJWKSet(new URL(String(discovery['jwks_uri']))),
      { issuer: google.issuer, audience: google.clientId },
    );
    expect(payload).toMatchObject({
      sub: 'google-maria',
      nonce: 'nonce-1',
      email: 'maria@example.org',
      email_verified: true,
      name: 'Maria Dela Cruz',
      given_name: 'Maria',
      family_name: 'Dela Cruz',
      picture: 'https://example.org/maria.png',
    });
    // A code is used once.
    expect((await exchange(verifier)).status).toBe(400);
  });

  it('takes the e-mail address as the login too, as Google does', async () => {
    const { verifier, challenge } = pkce();
    const back = await completeGoogleLogin(
      authorizationUrl({
        scope: 'openid email',
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      'Maria@Example.org',
    );
    const answer = await fetch(String(discovery['token_endpoint']), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: google.clientId,
        client_secret: google.clientSecret,
      }),
    });
    const { id_token: idToken } = (await answer.json()) as { id_token: string };
    const { payload } = await jwtVerify(idToken, createRemoteJWKSet(new URL(String(discovery['jwks_uri']))));
    expect(payload).toMatchObject({ sub: 'google-maria', email: 'maria@example.org' });
  });

  it('shows the login page again for an unknown login', async () => {
    await expect(
      completeGoogleLogin(
        authorizationUrl({
          scope: 'openid',
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        }),
        'nobody@example.org',
      ),
    ).rejects.toThrow(/no account "nobody@example.org"/);
  });

  it('refuses a code exchange with the wrong PKCE verifier', async () => {
    const { challenge } = pkce();
    const back = await completeGoogleLogin(
      authorizationUrl({
        scope: 'openid email',
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      'google-maria',
    );
    const answer = await fetch(String(discovery['token_endpoint']), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: redirectUri,
        code_verifier: pkce().verifier,
        client_id: google.clientId,
        client_secret: google.clientSecret,
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('requires PKCE: an authorization without a challenge goes back with an error', async () => {
    const back = await completeGoogleLogin(
      authorizationUrl({ scope: 'openid email', state: 's' }),
      'google-maria',
    );
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('goes back with error=access_denied when the person cancels', async () => {
    const back = await completeGoogleLogin(
      authorizationUrl({
        scope: 'openid email',
        state: 'st',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      }),
      'google-maria',
      { cancel: true },
    );
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect URI it does not know', async () => {
    await expect(
      completeGoogleLogin(
        authorizationUrl({
          redirect_uri: 'http://127.0.0.1:9/elsewhere',
          scope: 'openid',
          code_challenge: pkce().challenge,
          code_challenge_method: 'S256',
        }),
        'google-maria',
      ),
    ).rejects.toThrow(/400/);
  });

  it('works with openid-client as the server uses it (discovery, PKCE, nonce, client_secret_post)', async () => {
    const config = await oidc.discovery(
      new URL(google.issuer),
      google.clientId,
      google.clientSecret,
      undefined,
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const back = await completeGoogleLogin(url.href, 'google-unverified');
    const tokens = await oidc.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
      idTokenExpected: true,
    });
    expect(tokens.claims()).toMatchObject({
      sub: 'google-unverified',
      email_verified: false,
      family_name: 'Verified',
    });
  });
});

describe('the Facebook stand-in', () => {
  let facebook: FacebookStandIn;
  const back = 'http://127.0.0.1:9/api/login/auth/facebook/callback';

  beforeAll(async () => {
    facebook = await startFacebookStandIn({
      users: [
        {
          id: '10150001',
          email: 'ben.cruz.fb@example.org',
          name: 'Ben Cruz',
          firstName: 'Ben',
          lastName: 'Cruz',
          picture: 'https://example.org/ben.jpg',
        },
        { id: '10150002', name: 'No Mail', firstName: 'No', lastName: 'Mail' },
      ],
    });
  });
  afterAll(() => facebook.close());

  const dialog = (challenge: string, state = 'fb-state') => {
    const url = new URL(`${facebook.dialogUrl}/v4.0/dialog/oauth`);
    url.search = new URLSearchParams({
      client_id: facebook.appId,
      redirect_uri: back,
      state,
      scope: 'email,public_profile',
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.href;
  };
  const exchange = (code: string, verifier: string, secret = facebook.appSecret) => {
    const url = new URL(`${facebook.graphUrl}/v4.0/oauth/access_token`);
    url.search = new URLSearchParams({
      client_id: facebook.appId,
      client_secret: secret,
      redirect_uri: back,
      code,
      code_verifier: verifier,
    }).toString();
    return fetch(url);
  };
  const me = (token: string, proof: string) => {
    const url = new URL(`${facebook.graphUrl}/v4.0/me`);
    url.search = new URLSearchParams({
      fields: 'id,name,email,first_name,last_name,picture',
      access_token: token,
      appsecret_proof: proof,
    }).toString();
    return fetch(url);
  };
  const proofOf = (token: string) => createHmac('sha256', facebook.appSecret).update(token).digest('hex');

  it('shows a login dialog with a button per person and Cancel', async () => {
    const page = await (await fetch(dialog(pkce().challenge))).text();
    expect(page).toContain('Log in to Facebook (stand-in)');
    expect(page).toContain('Continue as Ben Cruz');
    expect(page).toContain('>Cancel</button>');
  });

  it('logs in, exchanges the code with the PKCE verifier and answers /me with the fields asked', async () => {
    const { verifier, challenge } = pkce();
    const answer = await completeFacebookLogin(dialog(challenge), '10150001');
    expect(`${answer.origin}${answer.pathname}`).toBe(back);
    expect(answer.searchParams.get('state')).toBe('fb-state');
    const code = answer.searchParams.get('code')!;

    const exchanged = await exchange(code, verifier);
    expect(exchanged.status).toBe(200);
    const token = (await exchanged.json()) as {
      access_token: string;
      token_type: string;
      expires_in: number;
    };
    expect(token.token_type).toBe('bearer');
    expect(token.expires_in).toBeGreaterThan(0);

    const profile = await me(token.access_token, proofOf(token.access_token));
    expect(profile.status).toBe(200);
    expect(await profile.json()).toEqual({
      id: '10150001',
      name: 'Ben Cruz',
      email: 'ben.cruz.fb@example.org',
      first_name: 'Ben',
      last_name: 'Cruz',
      picture: { data: { height: 50, width: 50, is_silhouette: false, url: 'https://example.org/ben.jpg' } },
    });

    // The code is gone once used.
    expect((await exchange(code, verifier)).status).toBe(400);
  });

  it('refuses /me with a wrong or missing appsecret_proof, or an unknown token', async () => {
    const { verifier, challenge } = pkce();
    const code = (await completeFacebookLogin(dialog(challenge), '10150001')).searchParams.get('code')!;
    const { access_token: token } = (await (await exchange(code, verifier)).json()) as {
      access_token: string;
    };

    const wrong = await me(token, createHmac('sha256', 'not-the-secret').update(token).digest('hex'));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { type: 'OAuthException', code: 100 } });
    expect((await me(token, '')).status).toBe(400);
    expect((await me('EAAunknown', proofOf('EAAunknown'))).status).toBe(401);
  });

  it('refuses a code exchange with a wrong verifier or a wrong app secret', async () => {
    const first = pkce();
    const code = (await completeFacebookLogin(dialog(first.challenge), '10150001')).searchParams.get('code')!;
    expect((await exchange(code, pkce().verifier)).status).toBe(400);

    const second = pkce();
    const other = (await completeFacebookLogin(dialog(second.challenge), '10150001')).searchParams.get(
      'code',
    )!;
    expect((await exchange(other, second.verifier, 'wrong-secret')).status).toBe(400);
  });

  it('leaves out an e-mail address the person has not got', async () => {
    const { verifier, challenge } = pkce();
    const code = (await completeFacebookLogin(dialog(challenge), '10150002')).searchParams.get('code')!;
    const { access_token: token } = (await (await exchange(code, verifier)).json()) as {
      access_token: string;
    };
    expect(await (await me(token, proofOf(token))).json()).toEqual({
      id: '10150002',
      name: 'No Mail',
      first_name: 'No',
      last_name: 'Mail',
    });
  });

  it('goes back with error=access_denied, error_reason=user_denied when the person cancels', async () => {
    const answer = await completeFacebookLogin(dialog(pkce().challenge, 'cancel-state'), '10150001', {
      cancel: true,
    });
    expect(Object.fromEntries(answer.searchParams)).toEqual({
      error: 'access_denied',
      error_code: '200',
      error_description: 'Permissions error',
      error_reason: 'user_denied',
      state: 'cancel-state',
    });
  });

  it('refuses a dialog for another app', async () => {
    const url = new URL(dialog(pkce().challenge));
    url.searchParams.set('client_id', '1');
    expect((await fetch(url)).status).toBe(400);
  });
});

describe('the crafted issuer', () => {
  let crafted: CraftedIssuer;
  const back = 'http://127.0.0.1:9/api/login/auth/google/callback';

  beforeAll(async () => {
    crafted = await startCraftedIssuer();
  });
  afterAll(() => crafted.close());

  /** Authorizes (redirected back at once) and exchanges the code: the ID token. */
  async function idToken(nonce = 'crafted-nonce'): Promise<string> {
    const { verifier, challenge } = pkce();
    const authorize = crafted.authorizeUrl(
      new URLSearchParams({
        client_id: crafted.clientId,
        redirect_uri: back,
        response_type: 'code',
        scope: 'openid email profile',
        state: 'crafted-state',
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    const redirect = await fetch(authorize, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const answer = new URL(redirect.headers.get('location')!);
    expect(answer.searchParams.get('state')).toBe('crafted-state');
    const token = await fetch(`${crafted.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: answer.searchParams.get('code')!,
        redirect_uri: back,
        code_verifier: verifier,
        client_id: crafted.clientId,
        client_secret: crafted.clientSecret,
      }),
    });
    expect(token.status).toBe(200);
    return ((await token.json()) as { id_token: string }).id_token;
  }
  const jwks = () => createRemoteJWKSet(new URL(`${crafted.issuer}/jwks`));

  it('answers discovery and, by default, a sound ID token with the request nonce', async () => {
    const discovery = await getJson(`${crafted.issuer}/.well-known/openid-configuration`);
    expect(discovery).toMatchObject({ issuer: crafted.issuer, token_endpoint: `${crafted.issuer}/token` });
    const { payload } = await jwtVerify(await idToken('n-1'), jwks(), {
      issuer: crafted.issuer,
      audience: crafted.clientId,
    });
    expect(payload).toMatchObject({ nonce: 'n-1', email_verified: true, sub: 'crafted-user' });
  });

  it('signs the claims it is told, once', async () => {
    crafted.setNextIdToken({
      aud: 'someone-else',
      email_verified: false,
      nonce: 'other-nonce',
      picture: undefined,
    });
    const { payload } = await jwtVerify(await idToken(), jwks(), { issuer: crafted.issuer });
    expect(payload).toMatchObject({ aud: 'someone-else', email_verified: false, nonce: 'other-nonce' });
    const after = await jwtVerify(await idToken(), jwks(), { issuer: crafted.issuer });
    expect(after.payload).toMatchObject({ aud: crafted.clientId, nonce: 'crafted-nonce' });
  });

  it('leaves out a claim set to undefined, and signs with another key when asked', async () => {
    crafted.setNextIdToken({ nonce: undefined });
    const { payload } = await jwtVerify(await idToken(), jwks());
    expect(payload).not.toHaveProperty('nonce');

    crafted.setNextIdToken({}, { signWithOtherKey: true });
    await expect(jwtVerify(await idToken(), jwks())).rejects.toThrow(/signature/i);
  });

  it('refuses a token request with the wrong client secret', async () => {
    const answer = await fetch(`${crafted.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'x',
        redirect_uri: back,
        client_id: crafted.clientId,
        client_secret: 'wrong',
      }),
    });
    expect(answer.status).toBe(401);
  });
});
