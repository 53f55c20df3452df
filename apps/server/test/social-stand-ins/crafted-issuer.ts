import http from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import {
  randomToken,
  nowSeconds,
  s256,
  sameText,
  listen,
  closeServer,
  sendJson,
  redirect,
  paramsOf,
} from './http-helpers.ts';

/** A crafted OpenID issuer on loopback (issue 19) that signs whatever ID token a test asks for. */

export interface CraftedIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claims of the next ID token (merged over the defaults; a claim set to `undefined` is left out), once. */
  setNextIdToken(claims: Record<string, unknown>, options?: { signWithOtherKey?: boolean }): void;
  /** `{issuer}/authorize` with these parameters. */
  authorizeUrl(params: URLSearchParams): URL;
  close(): Promise<void>;
}

interface CraftedCode {
  redirectUri: string;
  nonce: string | null;
  codeChallenge: string | null;
}

/**
 * A minimal OpenID issuer for the negative cases: discovery, JWKS, an authorization endpoint that redirects back at
 * once with a code, and a token endpoint that answers the ID token set by `setNextIdToken` (signed with its jose key,
 * or another one) — for a wrong audience, an expired token, a wrong nonce, an unverified e-mail, a bad signature.
 * Without `setNextIdToken` the ID token is a sound one: iss, aud = clientId, sub `crafted-user`, iat, exp in 10
 * minutes, the authorization request's nonce, a verified e-mail `crafted.user@example.org` and a name. The other
 * key signs with the same `kid`, so a verifier finds the key and the signature fails. The token endpoint checks the
 * client (client_secret_post or client_secret_basic), the one-time code, the redirect URI and the PKCE verifier.
 */
export async function startCraftedIssuer(options: { port?: number } = {}): Promise<CraftedIssuer> {
  const clientId = `crafted-client-${randomToken(6)}`;
  const clientSecret = randomToken(24);
  const kid = `crafted-${randomToken(6)}`;
  const own = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(own.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, CraftedCode>();
  let next: { claims: Record<string, unknown>; signWithOtherKey: boolean } | null = null;

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: 'server_error', error_description: String(error) });
      else res.end();
    });
  });
  const port = await listen(server, options.port ?? 0);
  const issuer = `http://127.0.0.1:${port}`;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    switch (url.pathname) {
      case '/health':
        return sendJson(res, 200, { ok: true });
      case '/.well-known/openid-configuration':
        return sendJson(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          code_challenge_methods_supported: ['S256'],
          claims_supported: [
            'sub',
            'email',
            'email_verified',
            'name',
            'given_name',
            'family_name',
            'picture',
          ],
        });
      case '/jwks':
        return sendJson(res, 200, { keys: [publicJwk] });
      case '/authorize':
        return authorize(url, res);
      case '/token':
        if (req.method !== 'POST') return sendJson(res, 405, { error: 'invalid_request' });
        return token(req, url, res);
      default:
        return sendJson(res, 404, { error: 'not_found' });
    }
  }

  function authorize(url: URL, res: http.ServerResponse) {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri');
    if (params.get('client_id') !== clientId || !redirectUri) {
      return sendJson(res, 400, {
        error: 'invalid_request',
        error_description: 'unknown client or no redirect_uri',
      });
    }
    const code = randomToken(24);
    codes.set(code, {
      redirectUri,
      nonce: params.get('nonce'),
      codeChallenge: params.get('code_challenge'),
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = params.get('state');
    if (state !== null) back.searchParams.set('state', state);
    redirect(res, back, 302);
  }

  async function token(req: http.IncomingMessage, url: URL, res: http.ServerResponse) {
    const params = await paramsOf(req, url);
    let id = params.get('client_id') ?? '';
    let secret = params.get('client_secret') ?? '';
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (basic) {
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      const split = decoded.indexOf(':');
      id = decodeURIComponent(decoded.slice(0, split));
      secret = decodeURIComponent(decoded.slice(split + 1));
    }
    if (id !== clientId || !sameText(secret, clientSecret)) {
      return sendJson(res, 401, {
        error: 'invalid_client',
        error_description: 'client authentication failed',
      });
    }
    if (params.get('grant_type') !== 'authorization_code') {
      return sendJson(res, 400, { error: 'unsupported_grant_type' });
    }
    const code = params.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (!issued || params.get('redirect_uri') !== issued.redirectUri) {
      return sendJson(res, 400, {
        error: 'invalid_grant',
        error_description: 'code unknown, used or for another redirect_uri',
      });
    }
    if (issued.codeChallenge !== null && s256(params.get('code_verifier') ?? '') !== issued.codeChallenge) {
      return sendJson(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    }
    const iat = nowSeconds();
    const claims: Record<string, unknown> = {
      iss: issuer,
      aud: clientId,
      sub: 'crafted-user',
      iat,
      exp: iat + 600,
      ...(issued.nonce !== null ? { nonce: issued.nonce } : {}),
      email: 'crafted.user@example.org',
      email_verified: true,
      name: 'Crafted User',
      given_name: 'Crafted',
      family_name: 'User',
    };
    const wanted = next;
    next = null;
    for (const [name, value] of Object.entries(wanted?.claims ?? {})) {
      if (value === undefined) delete claims[name];
      else claims[name] = value;
    }
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(wanted?.signWithOtherKey ? other.privateKey : own.privateKey);
    sendJson(res, 200, {
      access_token: randomToken(32),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    setNextIdToken(claims, setOptions = {}) {
      next = { claims, signWithOtherKey: setOptions.signWithOtherKey ?? false };
    },
    authorizeUrl(params) {
      const url = new URL(`${issuer}/authorize`);
      for (const [key, value] of params) url.searchParams.append(key, value);
      return url;
    },
    close: () => closeServer(server),
  };
}
