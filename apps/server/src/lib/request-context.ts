import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Where a piece of work comes from, for the logs (issue 20): the request being answered, or the job being
 * handled and the request that queued it. Carried by `AsyncLocalStorage`, so a job queued anywhere under a
 * request (`lib/jobs.ts` reads it) remembers the request's id without any caller passing it along.
 */
export interface WorkContext {
  /** The request's id (`X-Request-Id` when sane, else a new one); a job's: the request that queued it, if any. */
  reqId: string | undefined;
  /** Set while a job's handler runs. */
  job?: string;
  queue?: string;
}

const storage = new AsyncLocalStorage<WorkContext>();

/** The job-data field that carries the queuing request's id (added by `jobs.send`, read by the workers). */
export const REQUEST_ID_FIELD = '_requestId';

const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`: the caller's `X-Request-Id` when it is a sane token, otherwise a new random id. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Runs `work` as part of the request or job described by `context`. */
export function runInContext<T>(context: WorkContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request id of the work in progress (a request, or a job a request queued), if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.reqId;
}

/** Runs a job's handler as that job: its log lines carry `{ reqId, job, queue }` (a batch's: `{ queue }`). */
export function runAsJob<T>(queue: string, job: { id: string; data: unknown } | null, work: () => T): T {
  if (!job) return storage.run({ reqId: undefined, queue }, work);
  const data = job.data as Record<string, unknown> | null;
  const reqId = data && typeof data[REQUEST_ID_FIELD] === 'string' ? data[REQUEST_ID_FIELD] : undefined;
  return storage.run({ reqId, job: job.id, queue }, work);
}

/**
 * The logger's `mixin`: inside a job's handler every line (from the app's logger or any child of it) carries the
 * job, its queue and the id of the request that queued it. Request lines have `reqId` from Fastify already.
 */
export function logMixin(): object {
  const context = storage.getStore();
  if (!context?.queue) return {};
  return {
    ...(context.reqId ? { reqId: context.reqId } : {}),
    ...(context.job ? { job: context.job } : {}),
    queue: context.queue,
  };
}
