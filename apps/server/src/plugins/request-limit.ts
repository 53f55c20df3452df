import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import type { Actor } from '../lib/actor.ts';
import { addressGroup } from '../lib/client-address.ts';
import { rateLimited } from '../lib/errors.ts';
import { optionalActor } from './auth.ts';
import { createSharedRequestCounts, type SharedRequestCounts } from './request-limit-store.ts';

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. Fastify no longer honours a bare hop count (it trusts no
 * hop for one), so a count becomes a trust function over the hops: with 1, the connecting peer (the proxy)
 * is believed and the client is the rightmost `X-Forwarded-For` entry; whatever a client writes further
 * left is ignored. A count suits a server reachable only through its proxies; otherwise list them.
 */
export function trustProxyOption(
  setting: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * Whose budget a request spends. A church on one Wi-Fi (every phone and kiosk behind one public address)
 * must not share one budget, so a request with a live session spends its session's; only a request
 * without one — no token, a made-up or ended token, a cookie request whose XSRF header is wrong — spends
 * its address's (an IPv6 address by its /64, as the plugin does by default). The session is the one the
 * server resolved from the token, so a client cannot buy a new budget by varying what it sends.
 */
export async function requestLimitKey(request: FastifyRequest): Promise<string> {
  const actor = await callerOf(request);
  return actor ? `session:${actor.sessionId}` : `address:${addressGroup(request.ip)}`;
}

/** The caller the server resolved from the session, or null without a live one (a wrong XSRF header too). */
function callerOf(request: FastifyRequest): Promise<Actor | null> {
  // The same memoised lookup the auth hook awaits later: one session read per request, and the same rule.
  return optionalActor(request).catch(() => null);
}

/**
 * Accounts anyone can make, as many as they like (registration, social sign-in), are member accounts the
 * church has not endorsed yet; admin and kiosk accounts are made by admins.
 */
const vouchedFor = (actor: Actor) => actor.endorsed || actor.userType !== 'member';

/** A call's own limit, as its descriptor declares it (`rateLimit`). */
export interface CallLimit {
  readonly max: number;
  readonly timeWindow: string;
}

/**
 * A call's own limit (its descriptor's `rateLimit`) is about a person, so signing in again must buy no new
 * budget: it counts per user (all their sessions together, the user the server resolved from the session)
 * and, for anything without a session or by an account the church has not vouched for, also per address
 * (`addressGroup`). An endorsed member is never counted by address, on a public call either (the QR poster's
 * page, a flyer): on Sunday the whole church shares one, and signing in again buys them nothing. A request is refused when either count is over; every
 * count that applies is spent, refused or not. The counts live in the general limit's shared store under
 * `name` (the same in every process), so all processes count together. An `onRequest` hook (a refusal
 * comes before the body is read), or null when limits are off (`RATE_LIMIT_PER_MINUTE=0`).
 */
export function callLimitHook(
  app: Pick<FastifyInstance, 'hasDecorator' | 'createRateLimit'>,
  name: string,
  limit: CallLimit,
): onRequestAsyncHookHandler | null {
  if (!app.hasDecorator('createRateLimit')) return null;
  const counter = (keyGenerator: (request: FastifyRequest) => Promise<string>) => {
    // `counter` names the store's counts (plugins/request-limit-store.ts); the plugin passes it through.
    const options: CreateRateLimitOptions & { counter: string } = { ...limit, keyGenerator, counter: name };
    return app.createRateLimit(options);
  };
  const byAddress = counter(async (request) => `address:${addressGroup(request.ip)}`);
  // Without a session the person is their address: the same count as `byAddress`.
  const byPerson = counter(async (request) => {
    const actor = await callerOf(request);
    return actor ? `user:${actor.userId}` : `address:${addressGroup(request.ip)}`;
  });

  return async (request, reply) => {
    const actor = await callerOf(request);
    const spent = [await byPerson(request)];
    if (actor && !vouchedFor(actor)) spent.push(await byAddress(request));
    // `isAllowed` is an allow-list's pass; there is none, so every count answers.
    const counts = spent.flatMap((count) => (count.isAllowed ? [] : [count]));
    if (counts.length === 0) return;
    const over = counts.filter((count) => count.isExceeded);
    if (over.length > 0) {
      // Answered again only once every count that is over has ended its window.
      const wait = Math.max(...over.map((count) => count.ttlInSeconds));
      void reply.headers({
        'x-ratelimit-limit': limit.max,
        'x-ratelimit-remaining': 0,
        'x-ratelimit-reset': wait,
      });
      throw rateLimited(wait, `Too many requests. Try again in ${wait} seconds.`);
    }
    const tightest = counts.reduce((a, b) => (b.remaining < a.remaining ? b : a));
    void reply.headers({
      'x-ratelimit-limit': limit.max,
      'x-ratelimit-remaining': tightest.remaining,
      'x-ratelimit-reset': tightest.ttlInSeconds,
    });
  };
}

/**
 * The general flood guard over the API (`RATE_LIMIT_PER_MINUTE` per session or per address, shared by every
 * server process on the database: plugins/request-limit-store.ts); a route opts out with
 * `config: { rateLimit: false }` (`/api/health`), and a call with its own limit in its descriptor is counted by
 * that instead (`callLimitHook`). Sign-in failures have their own throttle in the database. Answers the shared
 * counts (null when off).
 */
export async function registerRequestLimit(
  api: FastifyInstance,
  perMinute: number,
  db: Database,
  shareEveryMs?: number,
): Promise<SharedRequestCounts | null> {
  if (perMinute <= 0) return null;
  const counts = createSharedRequestCounts(db, api.log, shareEveryMs);
  await api.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: requestLimitKey,
    store: counts.Store,
  });
  counts.start();
  api.addHook('onClose', () => counts.stop());
  return counts;
}
