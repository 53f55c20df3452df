import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import { addressGroup } from '../lib/client-address.ts';
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
  // The same memoised lookup the auth hook awaits later: one session read per request, and the same rule.
  const actor = await optionalActor(request).catch(() => null);
  return actor ? `session:${actor.sessionId}` : `address:${addressGroup(request.ip)}`;
}

/**
 * The general flood guard over the API (`RATE_LIMIT_PER_MINUTE` per session or per address, shared by every
 * server process on the database: plugins/request-limit-store.ts); a route opts out with
 * `config: { rateLimit: false }` (`/api/health`) or sets its own stricter limit in its call descriptor.
 * Sign-in failures have their own throttle in the database. Answers the shared counts (null when off).
 */
export async function registerRequestLimit(
  api: FastifyInstance,
  perMinute: number,
  db: Database,
): Promise<SharedRequestCounts | null> {
  if (perMinute <= 0) return null;
  const counts = createSharedRequestCounts(db, api.log);
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
