import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { KEEPS_CACHES } from '../db/write-watch.ts';

/** pg-boss keeps its tables in a schema of its own. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobsOptions {
  /** Whether this process takes jobs off the queues (false: it only queues them — a web-only replica, or a test). */
  work: boolean;
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s). */
  pollSeconds: number;
  /** Whether this process runs the cron schedules (pg-boss runs each slot once, whichever process is first). */
  schedule: boolean;
}

export interface QueueSettings {
  /** Tries after the first (default 5), `retryDelay` seconds apart, doubled each time with `retryBackoff`. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** How long one try may run before pg-boss counts it failed (and retries it). */
  expireInSeconds?: number;
}

export interface JobHandlerOptions {
  /** Jobs taken at once (a handler gets up to this many). */
  batchSize?: number;
}

export type JobHandler<T> = (jobs: PgBoss.Job<T>[]) => Promise<void>;

/**
 * Runs pg-boss's `$1…` statements on the connection of a drizzle transaction, so a job is queued exactly
 * when the change commits. Both drivers' transaction clients (node-postgres's pooled client, PGlite's
 * transaction) answer `query(text, values)` with `{ rows }`.
 */
function executorAdapter(db: Executor): PgBoss.Db {
  const client = (db as unknown as { session?: { client?: PgBoss.Db & { query?: unknown } } }).session
    ?.client as { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } | undefined;
  if (!client || typeof client.query !== 'function')
    throw new Error('jobs.send: the executor has no client to queue on');
  return {
    executeSql: (text: string, values: unknown[] = []) => client.query(`${KEEPS_CACHES} ${text}`, values),
  };
}

/**
 * Background work on pg-boss (DESIGN.md section 12): queues in the database, shared across processes with
 * `SKIP LOCKED`, retried with back-off, failures kept and visible. Features declare their queues and
 * handlers (`define`) while the app is built; `start` creates the queues and starts the workers.
 */
export function createJobs(
  handle: Pick<DatabaseHandle, 'executeSql'>,
  options: JobsOptions,
  log: { error(o: object, m: string): void; warn(o: object, m: string): void },
) {
  const boss = new PgBoss({
    db: {
      // pg-boss's statements never change what the read caches hold.
      executeSql: (text: string, values?: unknown[]) => handle.executeSql(`${KEEPS_CACHES} ${text}`, values),
    },
    schema: JOBS_SCHEMA,
    supervise: options.work,
    schedule: options.schedule,
    // Completed jobs are kept a week for the outbox view, failed ones until an admin retries or they age out.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 30,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));

  const queues = new Map<
    string,
    { settings: QueueSettings; handler?: JobHandler<unknown>; handlerOptions?: JobHandlerOptions }
  >();
  const schedules: { name: string; cron: string }[] = [];
  let started: Promise<void> | null = null;

  return {
    boss,
    /** Declares a queue and (optionally) what handles its jobs; before `start`. */
    define<T extends object>(
      name: string,
      settings: QueueSettings,
      handler?: JobHandler<T>,
      handlerOptions?: JobHandlerOptions,
    ) {
      queues.set(name, { settings, handler: handler as JobHandler<unknown> | undefined, handlerOptions });
    },
    /** Queues `name` on a cron schedule (UTC), handled like any job of that queue. */
    schedule(name: string, cron: string) {
      schedules.push({ name, cron });
    },
    /** Queues a job; inside `db`'s transaction when given one. Answers the job's id. */
    async send<T extends object>(
      name: string,
      data: T,
      db?: Executor,
      jobOptions: PgBoss.SendOptions = {},
    ): Promise<string | null> {
      await started;
      return boss.send(name, data, { ...jobOptions, ...(db ? { db: executorAdapter(db) } : {}) });
    },
    start(): Promise<void> {
      started ??= (async () => {
        await boss.start();
        for (const [name, queue] of queues) {
          await boss.createQueue(name, { name, ...queue.settings });
        }
        if (options.schedule)
          for (const s of schedules) await boss.schedule(s.name, s.cron, {}, { tz: 'UTC' });
        if (!options.work) return;
        for (const [name, queue] of queues) {
          if (!queue.handler) continue;
          const handler = queue.handler;
          await boss.work(
            name,
            { batchSize: queue.handlerOptions?.batchSize ?? 1, pollingIntervalSeconds: options.pollSeconds },
            async (jobs) => {
              try {
                await handler(jobs);
              } catch (error) {
                log.warn(
                  { err: error, queue: name, jobs: jobs.map((j) => j.id) },
                  'a job failed; it is retried',
                );
                throw error;
              }
            },
          );
        }
      })();
      return started;
    },
    /** Stops taking jobs; waits (up to 10 s) for those running. Queued ones stay for the next start. */
    async stop(): Promise<void> {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000, close: false, wait: true });
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;
