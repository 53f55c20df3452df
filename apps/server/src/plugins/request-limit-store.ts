import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/executor.ts';

/** How often a process writes its counts to the shared table and reads back the other processes' (by default). */
export const SHARE_EVERY_MS = 1000;
/** Keys a process keeps counts of at most (a flood of made-up addresses evicts the oldest windows first). */
const MAX_KEYS = 100_000;
/** Keys written or read back per statement. */
const CHUNK = 5000;
/** How often ended windows are removed from the shared table. */
const SWEEP_EVERY_MS = 30_000;

interface Window {
  /** Requests this process counted in the key's current window. */
  hits: number;
  /** How many of them the shared table already holds. */
  shared: number;
  endsAt: number;
}

/** The shape `@fastify/rate-limit` calls a store with (`store` option: constructed once, `child` per route limit). */
type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The general request limit shared by every server process on one database, without a database round trip
 * per request: each process counts in memory as `@fastify/rate-limit`'s own store does (exact for its own
 * requests), and every `SHARE_EVERY_MS` writes its changed counts to `request_counts` and reads back what the
 * other processes counted for the keys it is counting. A request's count is its process's plus the others'
 * as last read, so a key over the limit on any process is refused everywhere within about a second; between
 * two reads the processes together may let through up to one second's worth more. Windows start at a key's
 * first request in each process (one minute); the other processes' live windows all count.
 */
export function createSharedRequestCounts(db: Database, log: FastifyBaseLogger, everyMs = SHARE_EVERY_MS) {
  const process = randomUUID();
  const windows = new Map<string, Window>();
  /** The other processes' hits per key, as last read. */
  let others = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let sharing: Promise<void> | null = null;
  /** Who waits for the next exchange to begin and end (`nextExchange`). */
  let waiting: (() => void)[] = [];
  let sweptAt = 0;

  function count(key: string, timeWindow: number, increment: boolean) {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      if (!increment) return { current: 0, ttl: 0 };
      if (window) windows.delete(key);
      window = { hits: 0, shared: 0, endsAt: now + timeWindow };
      windows.set(key, window);
      if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value!);
    }
    if (increment) window.hits += 1;
    return { current: window.hits + (others.get(key) ?? 0), ttl: window.endsAt - now };
  }

  async function share(): Promise<void> {
    const now = Date.now();
    const changed: [string, Window][] = [];
    const live: string[] = [];
    for (const [key, window] of windows) {
      if (window.endsAt <= now) {
        windows.delete(key);
        continue;
      }
      live.push(key);
      if (window.hits !== window.shared) changed.push([key, window]);
    }
    for (let start = 0; start < changed.length; start += CHUNK) {
      const part = changed.slice(start, start + CHUNK);
      const hits = part.map(([, window]) => window.hits);
      // One array parameter a column (`sql.param`: a bare array would be spread into a list of parameters).
      await db.execute(sql`
        insert into request_counts (key, process, hits, window_ends_at)
        select key, ${process}::text, hits, to_timestamp(ends / 1000.0)
        from unnest(${sql.param(part.map(([key]) => key))}::text[], ${sql.param(hits)}::int[],
                    ${sql.param(part.map(([, w]) => w.endsAt))}::float8[])
          as t(key, hits, ends)
        on conflict (key, process) do update set hits = excluded.hits, window_ends_at = excluded.window_ends_at`);
      part.forEach(([, window], i) => (window.shared = hits[i]!));
    }
    const read = new Map<string, number>();
    for (let start = 0; start < live.length; start += CHUNK) {
      const rows = await queryRows<{ key: string; hits: number }>(
        db,
        sql`select key, sum(hits)::int as hits from request_counts
            where key = any(${sql.param(live.slice(start, start + CHUNK))}::text[]) and process <> ${process}
              and window_ends_at > now()
            group by key`,
      );
      for (const row of rows) read.set(row.key, Number(row.hits));
    }
    others = read;
    if (now - sweptAt >= SWEEP_EVERY_MS) {
      sweptAt = now;
      await db.execute(sql`delete from request_counts where window_ends_at < now() - interval '1 minute'`);
    }
  }

  /** One exchange with the table (the timer's; tests call it to skip the wait). A run in progress is shared. */
  function shareNow(): Promise<void> {
    if (sharing) return sharing;
    const told = waiting;
    waiting = [];
    sharing = share()
      .catch((error: unknown) => log.warn({ err: error }, 'sharing request counts failed; counting locally'))
      .finally(() => {
        sharing = null;
        for (const done of told) done();
      });
    return sharing;
  }

  /**
   * A store for `@fastify/rate-limit`; a route with its own limit, or a limiter of `createRateLimit` given a
   * `counter` name (a call's own limit: plugins/request-limit.ts), counts under its own name.
   */
  function storeFor(namespace: string) {
    return class SharedStore {
      incr(key: string, answer: Answer, timeWindow: number) {
        answer(null, count(namespace + key, timeWindow, true));
      }
      read(key: string, answer: Answer, timeWindow: number) {
        answer(null, count(namespace + key, timeWindow, false));
      }
      // Called with a limit's merged settings: a route's own limit carries the route under `routeInfo` (the
      // plugin's types name the route options instead), a `createRateLimit` limiter an empty one. Every process
      // must name a counter alike to share it, so a limiter without a `counter` name counts on its own.
      child(limitOptions: object) {
        const { routeInfo: route, counter } = limitOptions as {
          routeInfo?: { method?: string | string[]; url?: string };
          counter?: string;
        };
        const name =
          counter ?? (route?.url ? `${[route.method].flat().join(',')} ${route.url}` : randomUUID());
        return new (storeFor(`${namespace}${name}|`))();
      }
    };
  }

  return {
    Store: storeFor(''),
    start(): void {
      if (timer) return;
      timer = setInterval(() => void shareNow(), everyMs);
      timer.unref();
    },
    shareNow,
    /**
     * Resolves once an exchange that begins after this call has ended (the timer's, or `shareNow`'s): by then this
     * process has written every count it had and read back what the others had written.
     */
    nextExchange(): Promise<void> {
      return new Promise((resolve) => waiting.push(resolve));
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await sharing;
    },
  };
}
export type SharedRequestCounts = ReturnType<typeof createSharedRequestCounts>;
