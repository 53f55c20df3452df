import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { oauthFlows, sessions, socialSignIns, userIdentities } from '../src/db/schema/index.ts';
import { SOCIAL_FLOW_COOKIE } from '../src/services/login/social/social.routes.ts';
import { cookiesOf, type SignedIn } from './harness.ts';

/** The public address the test apps run at: the providers send the browser back to its callback. */
export const SOCIAL_PUBLIC_URL = 'https://church.example.org';
export const callbackUri = (provider: string) => `${SOCIAL_PUBLIC_URL}/api/login/auth/${provider}/callback`;

/**
 * A browser, as far as social sign-in reads it: its flow cookies (the path each is sent to → its value), kept
 * from a start's answer and sent back to the callback, as a browser does. Each test app has one, the default of
 * `startSocial` and `returnFromProvider`; a test makes another (`newBrowser()`) to open an address elsewhere.
 */
export type Browser = Map<string, string>;
export const newBrowser = (): Browser => new Map();

const browsers = new WeakMap<FastifyInstance, Browser>();
function browserOf(app: FastifyInstance): Browser {
  const browser = browsers.get(app) ?? newBrowser();
  browsers.set(app, browser);
  return browser;
}

type SetCookie = LightMyRequestResponse['cookies'][number];
/** A `Set-Cookie` that removes the cookie (empty, expired): what `reply.clearCookie` sends. */
const clears = (cookie: SetCookie) =>
  !cookie.value || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());

/** Keeps the flow cookie an answer sets, and forgets the one it clears. */
function keepFlowCookie(browser: Browser, response: LightMyRequestResponse) {
  for (const cookie of response.cookies) {
    if (cookie.name !== SOCIAL_FLOW_COOKIE) continue;
    if (clears(cookie)) browser.delete(cookie.path ?? '/');
    else browser.set(cookie.path ?? '/', cookie.value);
  }
}

/** The `Cookie` header a browser sends to a path (RFC 6265's path match). */
function flowCookieFor(browser: Browser, path: string): Record<string, string> {
  for (const [cookiePath, value] of browser) {
    const matches =
      path === cookiePath ||
      (path.startsWith(cookiePath) && (cookiePath.endsWith('/') || path[cookiePath.length] === '/'));
    if (matches) return { cookie: `${SOCIAL_FLOW_COOKIE}=${value}` };
  }
  return {};
}

/** `GET auth/{provider}/start` in a browser (the app's own unless given): answers the redirect's target (302 checked). */
export async function startSocial(
  app: FastifyInstance,
  provider: string,
  query: Record<string, string> = {},
  who: SignedIn | null = null,
  browser: Browser = browserOf(app),
): Promise<string> {
  const search = new URLSearchParams(query).toString();
  const response = await app.inject({
    method: 'GET',
    url: `/api/login/auth/${provider}/start${search ? `?${search}` : ''}`,
    headers: who ? { authorization: `Bearer ${who.accessToken}` } : {},
  });
  if (response.statusCode !== 302) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  keepFlowCookie(browser, response);
  return response.headers.location as string;
}

/** Brings the provider's redirect back to the app in a browser (the app's own unless given), as it would follow it. */
export async function returnFromProvider(
  app: FastifyInstance,
  back: URL,
  browser: Browser = browserOf(app),
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: flowCookieFor(browser, back.pathname),
    remoteAddress: '10.19.0.1',
  });
  keepFlowCookie(browser, response);
  return response;
}

/** The cookies an answer sets, by name; one it clears is `null`. */
export function cookiesSet(response: LightMyRequestResponse): Record<string, string | null> {
  const set: Record<string, string | null> = {};
  for (const cookie of response.cookies) set[cookie.name] = clears(cookie) ? null : cookie.value;
  return set;
}

/** The browser's credentials from a reply that set the session cookies. */
export function sessionOf(response: LightMyRequestResponse): SignedIn {
  const jar = cookiesOf(response);
  return {
    accessToken: jar['congregate_session']!,
    cookie: `congregate_session=${jar['congregate_session']}; XSRF-TOKEN=${jar['XSRF-TOKEN']}`,
    xsrf: jar['XSRF-TOKEN']!,
    userId: '',
    memberId: null,
  };
}

/** The `?social=` token of a redirect to the confirm or register page. */
export const pendingToken = (location: string) =>
  new URL(location, SOCIAL_PUBLIC_URL).searchParams.get('social')!;

/** Rows of what a sign-in writes: sessions, linked identities, pending sign-ins, open flows. */
export async function socialRows(db: Database, userId?: string) {
  const [s] = await db
    .select({ n: count() })
    .from(sessions)
    .where(userId ? eq(sessions.userId, userId) : undefined);
  const [i] = await db
    .select({ n: count() })
    .from(userIdentities)
    .where(userId ? eq(userIdentities.userId, userId) : undefined);
  const [p] = await db.select({ n: count() }).from(socialSignIns);
  const [f] = await db.select({ n: count() }).from(oauthFlows);
  return { sessions: s!.n, identities: i!.n, pending: p!.n, flows: f!.n };
}
