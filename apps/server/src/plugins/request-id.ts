import type { FastifyInstance } from 'fastify';
import { runInContext } from '../lib/request-context.ts';

/**
 * Request ids (issue 20): Fastify names each request (`genReqId`: the caller's `X-Request-Id` when it is a sane
 * token, else a new random id) and logs it as `reqId`; this hook echoes it in `x-request-id` and runs the rest of
 * the request in its context, so the jobs it queues carry it (`lib/jobs.ts`) and their log lines show it.
 * Registered on the root app before any route.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    runInContext({ reqId: request.id }, done);
  });
}
