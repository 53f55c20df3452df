import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import type { AppMetrics } from '../lib/metrics.ts';

/** Routes no pattern matched (unknown paths) count under one label, never their addresses. */
export const UNMATCHED_ROUTE = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time (both sides hashed first: no length leak). */
function carriesToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * `GET /metrics` (Prometheus text format) for requests carrying `Authorization: Bearer <METRICS_TOKEN>`, and
 * the request counters it shows. Without a token nothing is registered: `/metrics` is an unknown path (404) and
 * requests are not timed. Registered on the root app before the API routes, so its hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  if (!token) return;
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get(
    '/metrics',
    {
      // Scraped every few seconds: not in the request log at info, never limited.
      logLevel: 'warn',
      config: { rateLimit: false },
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!carriesToken(request.headers.authorization, token))
        throw new AppError('unauthenticated', 'The metrics token is missing or wrong');
      void reply.header('content-type', metrics.contentType).header('cache-control', 'no-store');
      return metrics.render();
    },
  );
}
