import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';

/** The channel every process of one database listens on (DESIGN.md section 12). */
export const REALTIME_CHANNEL = 'congregate_events';

/**
 * What goes through the channel. Small on purpose (PostgreSQL caps a payload at 8,000 bytes, and nothing
 * personal belongs in it): ids and counts, from which each process reads what it needs.
 */
export type RealtimeEvent =
  /** A notice was written for a user (its `seq` is the stream's event id). */
  | { type: 'notification'; userId: string; seq: number }
  /** A user's unread count changed without a new notice (read, read all, deleted). */
  | { type: 'unread'; userId: string }
  /**
   * A live figure changed: `name` says which (`arrivals` of a gathering, the `kiosk-queue` of a locale…);
   * streams pass it to signed-in admins of `localeId`, who read the figure through its own scoped call.
   */
  | { type: 'counter'; name: string; localeId: string; ref?: string };

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Publishes events through PostgreSQL `NOTIFY` and hands every event (from this process or another) to
 * the listeners of this process. Publishing inside a transaction sends at commit, and not at all on
 * rollback, so a notice is announced exactly when it exists.
 */
export function createRealtime(
  handle: Pick<DatabaseHandle, 'listen'>,
  log: { warn(o: object, m: string): void },
) {
  const listeners = new Set<RealtimeListener>();
  const gapListeners = new Set<() => void>();
  let stop: (() => Promise<void>) | null = null;

  function deliver(payload: string) {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return log.warn({ payload: payload.slice(0, 200) }, 'an unreadable realtime message was ignored');
    }
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error }, 'a realtime listener failed');
      }
    }
  }

  return {
    /** Sends `events` to every process (at commit when `db` is a transaction). */
    async publish(db: Executor, events: RealtimeEvent[]): Promise<void> {
      for (const event of events)
        await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
    },
    /** Calls `listener` with every event; answers a function that stops. */
    subscribe(listener: RealtimeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Calls `onGap` when events may have been missed (the listening connection was lost and is back). */
    onGap(listener: () => void): () => void {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async start(): Promise<void> {
      stop ??= await handle.listen(REALTIME_CHANNEL, deliver, () => {
        for (const listener of gapListeners) listener();
      });
    },
    async stop(): Promise<void> {
      const stopping = stop;
      stop = null;
      await stopping?.();
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;
