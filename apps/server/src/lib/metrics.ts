import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where the gauges read when scraped (wired by `app.ts` once the database and the services exist). */
export interface MetricSources {
  /** The database connections: node-postgres's pool, or PGlite's one connection. */
  connections(): { total: number; idle: number; waiting: number };
  /** Jobs per queue and state (pg-boss's live table). */
  jobsDepth(): Promise<{ queue: string; state: string; count: number }[]>;
  /** Check-ins recorded by any process for after `since`. */
  checkInsSince(since: Date): Promise<number>;
  log: { warn(object: object, message: string): void };
}

/**
 * The process's own metrics (CPU, memory, event loop, GC): one registry per process, made on the first scrape —
 * `collectDefaultMetrics` installs observers that are never removed, so several apps in one process share it.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds: from a fast cached read to a slow report. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's Prometheus metrics (issue 20), in a registry of its own (not prom-client's global one), so apps
 * built side by side in one process (tests) never clash. Counters are fed as things happen; gauges read the
 * database when scraped, so they are right across processes.
 */
export function createMetrics() {
  const registry = new Registry();
  let sources: MetricSources | undefined;
  const failed = (what: string) => (error: unknown) =>
    sources?.log.warn({ err: error }, `metrics: ${what} could not be read`);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const checkIns = new Counter({
    name: 'checkins_total',
    help: 'Check-ins stored by this process, by method',
    labelNames: ['method'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process: total, idle, and queries waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!sources) return;
      const pool = sources.connections();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const seenQueues = new Set<string>();
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Jobs per queue and state (created, retry, active, failed), all processes',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      if (!sources) return;
      const rows = await sources.jobsDepth().catch(failed('the job queues'));
      if (!rows) return;
      // A queue that emptied reads 0 rather than vanishing.
      for (const key of seenQueues) {
        const [queue, state] = key.split('\n') as [string, string];
        this.set({ queue, state }, 0);
      }
      for (const row of rows) {
        seenQueues.add(`${row.queue}\n${row.state}`);
        this.set({ queue: row.queue, state: row.state }, row.count);
      }
    },
  });
  new Gauge({
    name: 'checkins_last_minute',
    help: 'Check-ins recorded in the last minute, all processes',
    registers: [registry],
    async collect() {
      if (!sources) return;
      const n = await sources.checkInsSince(new Date(Date.now() - 60_000)).catch(failed('the check-ins'));
      if (n !== undefined) this.set(n);
    },
  });

  return {
    registry,
    /** A check-in was stored (the check-ins service calls it). */
    checkedIn: (method: string): void => checkIns.inc({ method }),
    /** An answered request: `route` is the route's pattern (`/api/members/:id`), never the address. */
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    connect(next: MetricSources): void {
      sources = next;
    },
    /** The text exposition (`text/plain; version=0.0.4`): the process's metrics, then the app's. */
    async render(): Promise<string> {
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
  };
}
export type AppMetrics = ReturnType<typeof createMetrics>;
