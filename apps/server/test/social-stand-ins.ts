import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import type * as OidcProvider from 'oidc-provider';
import type { ProviderAccount, ProviderContext } from 'oidc-provider';

/*
 * The social sign-in providers on loopback (issue 19), for the route tests and the journeys:
 *  - "Google": a real OpenID provider (oidc-provider 9) with its development login and consent pages;
 *  - "Facebook": a small server answering Facebook's login dialog, token endpoint and Graph `/me` (v4.0);
 *  - a crafted issuer that signs whatever ID token a test asks for (the negative cases).
 * Each listens on 127.0.0.1 (port 0 = any free port) and closes with `close()`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Shared helpers

const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const unescapeHtml = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

async function listen(server: http.Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function sendHtml(res: http.ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
  );
}

function redirect(res: http.ServerResponse, location: string | URL, status = 303) {
  res.writeHead(status, { location: String(location), 'cache-control': 'no-store' });
  res.end();
}

/** A request's parameters: the query, and for a form POST its body too (the body wins). */
async function paramsOf(req: http.IncomingMessage, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams);
  if (
    req.method === 'POST' &&
    (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
  ) {
    for (const [key, value] of new URLSearchParams(await readBody(req))) params.set(key, value);
  }
  return params;
}

/** The `<form>`s of a page: action, method, hidden/named inputs and submit buttons (name=value). */
interface PageForm {
  action: string;
  method: string;
  inputs: Map<string, string>;
  buttons: Array<{ name: string; value: string; label: string }>;
}

function formsOf(html: string, pageUrl: URL): PageForm[] {
  const forms: PageForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attributes = match[1] ?? '';
    const inner = match[2] ?? '';
    const attribute = (source: string, name: string) =>
      unescapeHtml(new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(source)?.[1] ?? '');
    const inputs = new Map<string, string>();
    for (const input of inner.matchAll(/<input\b([^>]*)>/gi)) {
      const name = attribute(input[1] ?? '', 'name');
      if (name) inputs.set(name, attribute(input[1] ?? '', 'value'));
    }
    const buttons: PageForm['buttons'] = [];
    for (const button of inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)) {
      buttons.push({
        name: attribute(button[1] ?? '', 'name'),
        value: attribute(button[1] ?? '', 'value'),
        label: unescapeHtml((button[2] ?? '').replace(/<[^>]*>/g, '').trim()),
      });
    }
    forms.push({
      action: new URL(attribute(attributes, 'action') || pageUrl.href, pageUrl).href,
      method: (attribute(attributes, 'method') || 'get').toLowerCase(),
      inputs,
      buttons,
    });
  }
  return forms;
}

/** A small cookie jar for one origin (name → value; paths ignored: the stand-ins' cookie names do not repeat). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const split = pair.indexOf('=');
      if (split < 0) continue;
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        if (lower === 'max-age') return Number(setting) <= 0;
        if (lower === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// "Google": oidc-provider

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

const textSnippet = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);

// ---------------------------------------------------------------------------------------------------------------
// "Facebook": the login dialog, the token endpoint and Graph's /me (v4.0)

export interface FacebookUser {
  id: string;
  email?: string;
  name: string;
  firstName: string;
  lastName: string;
  picture?: string;
}

export interface FacebookStandIn {
  dialogUrl: string;
  graphUrl: string;
  appId: string;
  appSecret: string;
  close(): Promise<void>;
}

interface DialogRequest {
  redirectUri: string;
  state: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

interface IssuedCode {
  userId: string;
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: number;
}

const FACEBOOK_VERSION = 'v4.0';

/** Graph's error envelope (`OAuthException`), status 400. */
function graphError(res: http.ServerResponse, message: string, code = 100, status = 400) {
  sendJson(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: randomToken(8) } });
}

/**
 * Facebook's login dialog (`{dialogUrl}/v4.0/dialog/oauth`), token endpoint (`{graphUrl}/v4.0/oauth/access_token`)
 * and `{graphUrl}/v4.0/me?fields=id,name,email,first_name,last_name,picture` (checks access_token and
 * appsecret_proof) on 127.0.0.1. One server answers both (dialogUrl and graphUrl are the same origin). The dialog
 * is a page "Log in to Facebook (stand-in)" with a button "Continue as {name}" per user and "Cancel"; codes are
 * one-time, live 10 minutes and remember the redirect URI and the PKCE challenge (S256).
 */
export async function startFacebookStandIn(options: {
  users: FacebookUser[];
  port?: number;
  /** Fixed credentials (the journeys' server is configured before the stand-in starts); random otherwise. */
  appId?: string;
  appSecret?: string;
}): Promise<FacebookStandIn> {
  const appId =
    options.appId ?? String(100_000_000_000_000 + Math.floor(Math.random() * 899_999_999_999_999));
  const appSecret = options.appSecret ?? randomBytes(16).toString('hex');
  const users = new Map(options.users.map((user) => [user.id, user]));
  const dialogs = new Map<string, DialogRequest>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { userId: string; expiresAt: number }>();

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) graphError(res, `Stand-in failure: ${String(error)}`, 1, 500);
      else res.end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    if (path === '/health') return sendJson(res, 200, { ok: true });
    if (path === `/${FACEBOOK_VERSION}/dialog/oauth` && req.method === 'GET') return showDialog(url, res);
    if (path === `/${FACEBOOK_VERSION}/dialog/oauth` && req.method === 'POST')
      return answerDialog(req, url, res);
    if (path === `/${FACEBOOK_VERSION}/oauth/access_token`)
      return exchangeCode(await paramsOf(req, url), res);
    if (path === `/${FACEBOOK_VERSION}/me` && req.method === 'GET') return me(req, url, res);
    return graphError(res, `Unknown path components: ${path}`, 2500, 404);
  }

  function showDialog(url: URL, res: http.ServerResponse) {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri');
    if (params.get('client_id') !== appId) {
      return sendHtml(res, 400, 'Error', '<h1>Error</h1><p>Invalid App ID: the app is not known.</p>');
    }
    if (!redirectUri || !/^https?:\/\//.test(redirectUri)) {
      return sendHtml(
        res,
        400,
        'Error',
        '<h1>Error</h1><p>URL Blocked: the redirect URI is missing or not valid.</p>',
      );
    }
    const codeChallengeMethod = params.get('code_challenge_method');
    if (params.get('code_challenge') && codeChallengeMethod !== 'S256') {
      return sendHtml(
        res,
        400,
        'Error',
        '<h1>Error</h1><p>Only the S256 code challenge method is supported.</p>',
      );
    }
    const request = randomToken(12);
    dialogs.set(request, {
      redirectUri,
      state: params.get('state'),
      codeChallenge: params.get('code_challenge'),
      codeChallengeMethod,
    });
    const choices = [...users.values()]
      .map(
        (user) =>
          `<button type="submit" name="user" value="${escapeHtml(user.id)}">Continue as ${escapeHtml(user.name)}</button>`,
      )
      .join('');
    sendHtml(
      res,
      200,
      'Log in to Facebook (stand-in)',
      `<h1>Log in to Facebook (stand-in)</h1>` +
        `<form method="post" action="/${FACEBOOK_VERSION}/dialog/oauth" aria-label="Log in to Facebook">` +
        `<input type="hidden" name="request" value="${request}">` +
        `<p>Congregate would like your name, profile picture and e-mail address.</p>` +
        `<div>${choices}</div>` +
        `<button type="submit" name="cancel" value="1">Cancel</button>` +
        `</form>`,
    );
  }

  async function answerDialog(req: http.IncomingMessage, url: URL, res: http.ServerResponse) {
    const params = await paramsOf(req, url);
    const requestId = params.get('request') ?? '';
    const request = dialogs.get(requestId);
    if (!request) return sendHtml(res, 400, 'Error', '<h1>Error</h1><p>This login dialog has expired.</p>');
    dialogs.delete(requestId);
    const back = new URL(request.redirectUri);
    if (params.get('cancel')) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_code', '200');
      back.searchParams.set('error_description', 'Permissions error');
      back.searchParams.set('error_reason', 'user_denied');
    } else {
      const userId = params.get('user') ?? '';
      if (!users.has(userId)) return sendHtml(res, 400, 'Error', '<h1>Error</h1><p>Unknown user.</p>');
      const code = randomToken(32);
      codes.set(code, {
        userId,
        redirectUri: request.redirectUri,
        codeChallenge: request.codeChallenge,
        expiresAt: Date.now() + 10 * 60_000,
      });
      back.searchParams.set('code', code);
    }
    if (request.state !== null) back.searchParams.set('state', request.state);
    redirect(res, back, 302);
  }

  function exchangeCode(params: URLSearchParams, res: http.ServerResponse) {
    if (params.get('client_id') !== appId)
      return graphError(res, 'Error validating application. Invalid application ID.', 101);
    if (!sameText(params.get('client_secret') ?? '', appSecret)) {
      return graphError(res, 'Error validating client secret.', 1);
    }
    const code = params.get('code') ?? '';
    const issued = codes.get(code);
    // One-time: a code is gone once presented, whether the exchange succeeds or not.
    codes.delete(code);
    if (!issued || issued.expiresAt < Date.now()) {
      return graphError(res, 'This authorization code has been used or has expired.');
    }
    if (params.get('redirect_uri') !== issued.redirectUri) {
      return graphError(
        res,
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      );
    }
    if (issued.codeChallenge !== null) {
      const verifier = params.get('code_verifier');
      if (!verifier || s256(verifier) !== issued.codeChallenge) {
        return graphError(res, 'Invalid code verifier.');
      }
    }
    const accessToken = `EAA${randomToken(40)}`;
    const expiresIn = 5_183_944;
    tokens.set(accessToken, { userId: issued.userId, expiresAt: Date.now() + expiresIn * 1000 });
    sendJson(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn });
  }

  function me(req: http.IncomingMessage, url: URL, res: http.ServerResponse) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const accessToken = url.searchParams.get('access_token') ?? bearer ?? '';
    if (!accessToken)
      return graphError(
        res,
        'An active access token must be used to query information about the current user.',
        2500,
      );
    const token = tokens.get(accessToken);
    if (!token || token.expiresAt < Date.now()) {
      return graphError(res, 'Invalid OAuth access token - Cannot parse access token', 190, 401);
    }
    const proof = url.searchParams.get('appsecret_proof');
    if (!proof) return graphError(res, 'API calls from the server require an appsecret_proof argument');
    const expected = createHmac('sha256', appSecret).update(accessToken).digest('hex');
    if (!sameText(proof, expected))
      return graphError(res, 'Invalid appsecret_proof provided in the API argument');
    const user = users.get(token.userId);
    if (!user) return graphError(res, 'Invalid OAuth access token - the user is gone', 190, 401);
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',').map((field) => field.trim());
    const answer: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === 'id') answer['id'] = user.id;
      else if (field === 'name') answer['name'] = user.name;
      else if (field === 'first_name') answer['first_name'] = user.firstName;
      else if (field === 'last_name') answer['last_name'] = user.lastName;
      // Facebook leaves out an e-mail address it has not got (or was not granted).
      else if (field === 'email' && user.email) answer['email'] = user.email;
      else if (field === 'picture' && user.picture) {
        answer['picture'] = { data: { height: 50, width: 50, is_silhouette: false, url: user.picture } };
      }
    }
    sendJson(res, 200, answer);
  }

  const port = await listen(server, options.port ?? 0);
  const origin = `http://127.0.0.1:${port}`;
  return { dialogUrl: origin, graphUrl: origin, appId, appSecret, close: () => closeServer(server) };
}

/**
 * Answers the dialog as `userId` logging in (or cancelling: error=access_denied, error_reason=user_denied): the
 * redirect URL back.
 */
export async function completeFacebookLogin(
  dialogUrl: string,
  userId: string,
  options: { cancel?: boolean } = {},
): Promise<URL> {
  const pageUrl = new URL(dialogUrl);
  const page = await fetch(pageUrl, { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`Facebook stand-in answered ${page.status}: ${textSnippet(html)}`);
  const form = formsOf(html, pageUrl)[0];
  if (!form) throw new Error(`No login form on the Facebook stand-in's dialog: ${textSnippet(html)}`);
  const body = new URLSearchParams(form.inputs);
  if (options.cancel) body.set('cancel', '1');
  else body.set('user', userId);
  const answer = await fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  const location = answer.headers.get('location');
  if (!location)
    throw new Error(`Facebook stand-in answered ${answer.status}: ${textSnippet(await answer.text())}`);
  await answer.body?.cancel();
  return new URL(location, form.action);
}

// ---------------------------------------------------------------------------------------------------------------
// A crafted OpenID issuer for the negative cases

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
