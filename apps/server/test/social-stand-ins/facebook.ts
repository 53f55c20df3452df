import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  randomToken,
  escapeHtml,
  s256,
  sameText,
  listen,
  closeServer,
  sendJson,
  sendHtml,
  redirect,
  paramsOf,
  formsOf,
  textSnippet,
} from './http-helpers.ts';

/** "Facebook" on loopback (issue 19): its login dialog, token endpoint and Graph `/me` (v4.0). */

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
