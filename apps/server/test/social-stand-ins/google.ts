import http from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type * as OidcProvider from 'oidc-provider';
import type { ProviderAccount, ProviderContext } from 'oidc-provider';
import {
  randomToken,
  escapeHtml,
  unescapeHtml,
  listen,
  closeServer,
  readBody,
  sendJson,
  redirect,
  formsOf,
  CookieJar,
  textSnippet,
} from './http-helpers.ts';

/** "Google" on loopback (issue 19): a real OpenID provider, oidc-provider 9, with its development pages. */

export interface GoogleAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
  picture?: string;
}

export interface GoogleStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

// oidc-provider warns on import that Node 20 is not its supported runtime, and on start that its development
// interactions are on: both expected here, so they are kept out of the test output (nothing else is filtered).
const expectedWarnings = [
  'oidc-provider WARNING: Unsupported runtime',
  'oidc-provider WARNING: a quick start',
  // The login form's body is read before oidc-provider sees it (an e-mail address typed as the login, below).
  'oidc-provider WARNING: already parsed request body',
];
let quietWarnings = false;
function silenceExpectedWarnings() {
  if (quietWarnings) return;
  quietWarnings = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const first = args[0];
    if (typeof first === 'string' && expectedWarnings.some((warning) => first.includes(warning))) return;
    warn(...args);
  };
}

let oidcProviderModule: Promise<typeof OidcProvider> | undefined;
function loadOidcProvider() {
  silenceExpectedWarnings();
  oidcProviderModule ??= import('oidc-provider');
  return oidcProviderModule;
}

/** The claims of an account by scope, as Google answers them. */
function googleClaims(account: GoogleAccount, scope: string): Record<string, unknown> {
  const scopes = new Set(scope.split(' '));
  return {
    sub: account.sub,
    ...(scopes.has('email') ? { email: account.email, email_verified: account.emailVerified } : {}),
    ...(scopes.has('profile')
      ? {
          name: account.name,
          given_name: account.givenName,
          family_name: account.familyName,
          ...(account.picture ? { picture: account.picture } : {}),
        }
      : {}),
  };
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1, configured as "Google": code flow, PKCE required, the
 * client registered with `redirectUris`, claims email/email_verified/name/given_name/family_name/picture from
 * `accounts` (by sub). Its development interactions are the login page (any password; the login is the `sub`
 * or the account's e-mail address)
 * and the consent page; every authorization asks for a login again (a browser's earlier session is not reused),
 * so a journey sees the same pages each time. The client authenticates with `client_secret_post` (openid-client's
 * default when it is given a secret).
 */
export async function startGoogleProvider(options: {
  redirectUris: string[];
  accounts: GoogleAccount[];
  port?: number;
  /** Fixed credentials (the journeys' server is configured before the stand-in starts); random otherwise. */
  clientId?: string;
  clientSecret?: string;
}): Promise<GoogleStandIn> {
  const { default: Provider, interactionPolicy } = await loadOidcProvider();
  // It listens before the provider exists (the issuer names the port): a request that comes meanwhile (a
  // readiness probe) waits for the handler instead of getting no answer at all.
  let serve: (handler: http.RequestListener) => void = () => undefined;
  const handler = new Promise<http.RequestListener>((resolve) => (serve = resolve));
  const server = http.createServer((req, res) => void handler.then((handle) => handle(req, res)));
  const port = await listen(server, options.port ?? 0);
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = options.clientId ?? `google-client-${randomToken(6)}.apps.example`;
  const clientSecret = options.clientSecret ?? `GOCSPX-${randomToken(18)}`;
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = {
    ...(await exportJWK(privateKey)),
    kid: `google-${randomToken(6)}`,
    alg: 'RS256',
    use: 'sig',
  };

  // Like Google's account chooser: a login on every authorization, even with a session from an earlier one.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.push(
      new interactionPolicy.Check(
        'fresh_login',
        'End-User signs in on every authorization',
        'login_required',
        (ctx: ProviderContext) => !ctx.oidc.result?.login,
      ),
    );

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Google's ID tokens carry the e-mail and profile claims (not only the userinfo endpoint).
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string): ProviderAccount | undefined => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: (_use, scope) => googleClaims(account, scope) };
    },
    features: { devInteractions: { enabled: true } },
    // An error page of its own (a bad client or redirect URI): the default one prints a notice.
    renderError: (ctx: ProviderContext, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body =
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main>` +
        `<h1>Sign-in error</h1><p>${escapeHtml(out['error'] ?? 'error')}: ${escapeHtml(out['error_description'] ?? '')}</p>` +
        `</main></body></html>`;
    },
    interactions: { policy },
    // Its own cookie names: cookies are shared by every port of 127.0.0.1, where the app runs too.
    cookies: {
      keys: [randomToken(), randomToken()],
      names: {
        session: 'google_stand_in_session',
        interaction: 'google_stand_in_interaction',
        resume: 'google_stand_in_resume',
      },
    },
    // oidc-provider's own defaults, set so that it does not print a notice for each.
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    jwks: { keys: [signingKey] },
  });
  // The development pages load a web font from fonts.googleapis.com: not on loopback (a journey's browser may
  // have no internet), so the import is taken out of the page.
  provider.use(async (ctx, next) => {
    await next();
    if (typeof ctx.body === 'string' && ctx.type.startsWith('text/html')) {
      ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
    }
  });

  const handle = provider.callback();
  const subByEmail = new Map(options.accounts.map((account) => [account.email.toLowerCase(), account.sub]));
  serve((req, res) => {
    if (req.url === '/health') return sendJson(res, 200, { ok: true });
    if (req.method !== 'POST' || !/^\/interaction\/[^/]+$/.test(req.url ?? '')) return handle(req, res);
    // The login page takes the account's `sub` or, as Google's does, its e-mail address: the body is read here
    // and an e-mail address is put back as the sub (oidc-provider reads an already read body from `req.body`).
    void readBody(req).then(
      (text) => {
        const form = new URLSearchParams(text);
        if (form.get('prompt') === 'login') {
          const login = (form.get('login') ?? '').trim();
          const sub = subByEmail.get(login.toLowerCase()) ?? (accounts.has(login) ? login : undefined);
          // An unknown login: the login page again (as Google asks again), not oidc-provider's server error.
          if (!sub) return redirect(res, req.url ?? '/');
          form.set('login', sub);
        }
        const body = form.toString();
        req.headers['content-length'] = String(Buffer.byteLength(body));
        (req as http.IncomingMessage & { body?: string }).body = body;
        handle(req, res);
      },
      () => {
        res.statusCode = 400;
        res.end();
      },
    );
  });

  return { issuer, clientId, clientSecret, close: () => closeServer(server) };
}

/**
 * Drives the provider's own login and consent pages (its dev interactions) without a browser, with a cookie jar:
 * signs in as `sub`, or cancels (`cancel: true`); answers the URL the provider redirects back to (the callback,
 * with code & state, or error=access_denied).
 */
export async function completeGoogleLogin(
  authorizationUrl: string,
  sub: string,
  options: { cancel?: boolean } = {},
): Promise<URL> {
  const origin = new URL(authorizationUrl).origin;
  const jar = new CookieJar();
  let next: { url: URL; init: RequestInit } = { url: new URL(authorizationUrl), init: { method: 'GET' } };
  let loggedIn = false;

  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init.headers as Record<string, string> | undefined), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, next.url);
      await response.body?.cancel();
      // Out of the provider: the client's redirect URI with the answer.
      if (target.origin !== origin) return target;
      next = { url: target, init: { method: 'GET' } };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) {
      throw new Error(
        `Google stand-in answered ${response.status} at ${next.url.pathname}: ${textSnippet(html)}`,
      );
    }
    if (options.cancel) {
      const abort = /<a href="([^"]*)">\[ Cancel \]<\/a>/.exec(html)?.[1];
      if (!abort) throw new Error(`No "[ Cancel ]" link on the Google stand-in's page: ${textSnippet(html)}`);
      next = { url: new URL(unescapeHtml(abort), next.url), init: { method: 'GET' } };
      continue;
    }
    const form = formsOf(html, next.url).find((candidate) => candidate.inputs.has('prompt'));
    if (!form)
      throw new Error(`No login or consent form on the Google stand-in's page: ${textSnippet(html)}`);
    const body = new URLSearchParams(form.inputs);
    if (form.inputs.get('prompt') === 'login') {
      if (loggedIn) throw new Error(`The Google stand-in has no account "${sub}" (its login page came back)`);
      loggedIn = true;
      body.set('login', sub);
      body.set('password', 'any password');
    }
    next = {
      url: new URL(form.action),
      init: {
        method: 'POST',
        body: body.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    };
  }
  throw new Error('The Google stand-in kept redirecting (more than 20 steps)');
}
