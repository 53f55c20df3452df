import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { KEEPS_CACHES } from '../db/write-watch.ts';
import { currentRequestId, REQUEST_ID_FIELD, runAsJob } from './request-context.ts';

/** pg-boss keeps its tables in a schema of its own. */
export const JOBS_SCHEMA = 'pgboss';
/** The advisory lock under which a process starts pg-boss (the migration lock is 7726001). */
const JOBS_START_LOCK = 7726002;

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
  handle: Pick<DatabaseHandle, 'executeSql' | 'exclusive'>,
  options: JobsOptions,
  log: { error(o: object, m: string): void; warn(o: object, m: string): void },
) {
  // pg-boss's statements still running. Its worker marks a job complete without waiting for the statement, so that
  // statement can outlive `boss.stop()`: `stop` waits for them before the app closes the database.
  const statements = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      // pg-boss's statements never change what the read caches hold.
      executeSql: (text: string, values?: unknown[]) => {
        // A statement pg-boss starts after the app closed its database (a worker's late bookkeeping, which it does
        // not always await) cannot run: it is logged, not left to reject where nobody awaits it (an unhandled
        // rejection would end the process).
        const statement = handle.executeSql(`${KEEPS_CACHES} ${text}`, values).catch((error: unknown) => {
          if (!(error instanceof Error) || !/after calling end on the pool/.test(error.message)) throw error;
          log.warn({ err: error }, 'a job queue statement came after the database closed; it did not run');
          return { rows: [] };
        });
        statements.add(statement);
        statement.then(
          () => statements.delete(statement),
          () => statements.delete(statement),
        );
        return statement;
      },
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
      // The request (or the job) queuing this one: its id follows into the worker's logs (issue 20).
      const requestId = currentRequestId();
      const carried = requestId ? { ...data, [REQUEST_ID_FIELD]: requestId } : data;
      return boss.send(name, carried, { ...jobOptions, ...(db ? { db: executorAdapter(db) } : {}) });
    },
    start(): Promise<void> {
      started ??= (async () => {
        // pg-boss installs its schema and makes queues without a lock that holds: processes starting together on a
        // new database collide ("duplicate key … pgboss", deadlocks in createQueue; issue 20's migrate-three
        // test). One at a time, the later ones find everything made.
        await handle.exclusive(JOBS_START_LOCK, async () => {
          await boss.start();
          for (const [name, queue] of queues) await boss.createQueue(name, { name, ...queue.settings });
        });
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
                // Logged as the job (`{ reqId, job, queue }`); a batch as its queue, each job by its handler.
                await runAsJob(name, jobs.length === 1 ? jobs[0]! : null, () => handler(jobs));
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
    /**
     * Jobs waiting, running and failed per queue and state, for `/metrics` (one grouped count over pg-boss's live
     * table; completed jobs are left out).
     */
    async depth(): Promise<{ queue: string; state: string; count: number }[]> {
      const { rows } = await handle.executeSql(
        `${KEEPS_CACHES} select name as queue, state::text as state, count(*)::int as count from ${JOBS_SCHEMA}.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
        [],
      );
      return rows as { queue: string; state: string; count: number }[];
    },
    /** Stops taking jobs; waits (up to 10 s) for those running. Queued ones stay for the next start. */
    async stop(): Promise<void> {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000, close: false, wait: true });
      await Promise.allSettled([...statements]);
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;
