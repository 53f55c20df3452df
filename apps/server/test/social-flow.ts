import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { oauthFlows, sessions, socialSignIns, userIdentities } from '../src/db/schema/index.ts';
import { cookiesOf, type SignedIn } from './harness.ts';

/** The public address the test apps run at: the providers send the browser back to its callback. */
export const SOCIAL_PUBLIC_URL = 'https://church.example.org';
export const callbackUri = (provider: string) => `${SOCIAL_PUBLIC_URL}/api/login/auth/${provider}/callback`;

/** `GET auth/{provider}/start`: answers the redirect's target (302 checked). */
export async function startSocial(
  app: FastifyInstance,
  provider: string,
  query: Record<string, string> = {},
  who: SignedIn | null = null,
): Promise<string> {
  const search = new URLSearchParams(query).toString();
  const response = await app.inject({
    method: 'GET',
    url: `/api/login/auth/${provider}/start${search ? `?${search}` : ''}`,
    headers: who ? { authorization: `Bearer ${who.accessToken}` } : {},
  });
  if (response.statusCode !== 302) throw new Error(`start answered ${response.statusCode}: ${response.body}`);
  return response.headers.location as string;
}

/** Brings the provider's redirect back to the app (the callback, as the browser would follow it). */
export function returnFromProvider(app: FastifyInstance, back: URL): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, remoteAddress: '10.19.0.1' });
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
