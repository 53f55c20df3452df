import { STREAM_REPLAY_MAX, type Notification } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { administers, type LocaleRef } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { Realtime, RealtimeEvent } from '../../../lib/realtime.ts';
import type { InboxService } from '../inbox/inbox.service.ts';
import { findLocaleRef } from './stream.repository.ts';

/** A stream sends a comment this often (proxies keep it open) and checks its session is still live. */
export const STREAM_HEARTBEAT_MS = 25_000;
/** Open streams a person may have (tabs, devices); a sixth closes the oldest. */
export const STREAM_MAX_PER_USER = 5;
/** How long a locale's district is trusted for counters' scope checks. */
const LOCALE_TTL_MS = 60_000;

/** One open stream: where its events are written and how it is checked. */
export interface StreamConnection {
  userId: string;
  /** The caller as of the last session check (its grants decide which counters it gets). */
  actor: Omit<Actor, 'via'>;
  /** Writes raw `text/event-stream` text. */
  write(text: string): void;
  /** Ends the response. */
  end(): void;
  /** The caller's session as it is now: their actor, or null when it ended (the stream is then closed). */
  session(): Promise<Omit<Actor, 'via'> | null>;
  log: { warn(o: object, m: string): void };
}

/** One SSE event as text: `id:` (when given), `event:` and one `data:` line of JSON. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The realtime streams of this process: ONE subscription to the realtime channel (whatever process wrote the
 * notice), fanned out to the open streams of each user. Nothing holds a database connection while idle: a
 * notice's row is read when its event arrives, once per user, whatever their number of streams. A user's
 * events are handled one after the other, so their streams see them in the order they came.
 */
export function createNotificationStream(
  db: Database,
  deps: { realtime: Pick<Realtime, 'subscribe' | 'onGap'>; inbox: InboxService; heartbeatMs?: number },
) {
  const byUser = new Map<string, Set<StreamConnection>>();
  const queues = new Map<string, Promise<void>>();
  const locales = new Map<string, { ref: LocaleRef | null; at: number }>();
  /** Notices a stream got in its replay: their live event (committed while it opened) is not sent twice. */
  const replayedTo = new WeakMap<StreamConnection, Set<number>>();
  let heartbeat: ReturnType<typeof setInterval> | null = null;

  /** Runs `work` after the user's earlier events (their streams get them in order). */
  function enqueue(userId: string, work: () => Promise<void>): Promise<void> {
    const next = (queues.get(userId) ?? Promise.resolve()).then(work).catch(() => undefined);
    queues.set(userId, next);
    void next.then(() => {
      if (queues.get(userId) === next) queues.delete(userId);
    });
    return next;
  }

  const send = (conn: StreamConnection, text: string) => {
    try {
      conn.write(text);
    } catch (error) {
      conn.log.warn({ err: error }, 'a notification stream could not be written; it is closed');
      close(conn);
    }
  };

  function close(conn: StreamConnection) {
    const set = byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    if (set.size === 0) byUser.delete(conn.userId);
    try {
      conn.end();
    } catch {
      // already gone
    }
    if (byUser.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  async function localeRef(localeId: string): Promise<LocaleRef | null> {
    const known = locales.get(localeId);
    if (known && Date.now() - known.at < LOCALE_TTL_MS) return known.ref;
    const ref = await findLocaleRef(db, localeId);
    locales.set(localeId, { ref, at: Date.now() });
    return ref;
  }

  /** Whether the stream is still open. */
  const isOpen = (conn: StreamConnection) => byUser.get(conn.userId)?.has(conn) ?? false;

  /**
   * A notice for the streams open when its event came (a stream opened later gets it through its replay, or
   * through the list it reads on opening): `targets` is taken then, so a stream never gets it before its replay.
   */
  async function onNotification(userId: string, seq: number, targets: StreamConnection[]) {
    if (targets.length === 0) return;
    const item = await deps.inbox.bySeq(userId, seq);
    if (!item) return; // their inbox does not show it (their preference), or it is gone already
    const unread = await deps.inbox.unreadOf(userId);
    const text = sseEvent('notification', { item, unread }, item.seq);
    for (const conn of targets) {
      if (!isOpen(conn) || replayedTo.get(conn)?.delete(seq)) continue;
      send(conn, text);
    }
  }

  async function onUnread(userId: string) {
    if (!byUser.has(userId)) return;
    const text = sseEvent('unread', { unread: await deps.inbox.unreadOf(userId) });
    for (const conn of byUser.get(userId) ?? []) send(conn, text);
  }

  async function onCounter(event: Extract<RealtimeEvent, { type: 'counter' }>) {
    if (byUser.size === 0) return;
    const locale = await localeRef(event.localeId);
    if (!locale) return;
    const text = sseEvent('counter', { name: event.name, localeId: event.localeId, ref: event.ref ?? null });
    for (const conns of byUser.values())
      for (const conn of conns) if (administers({ ...conn.actor, via: 'cookie' }, locale)) send(conn, text);
  }

  deps.realtime.subscribe((event) => {
    if (event.type === 'notification') {
      const targets = [...(byUser.get(event.userId) ?? [])];
      if (targets.length > 0)
        void enqueue(event.userId, () => onNotification(event.userId, event.seq, targets));
    } else if (event.type === 'unread') void enqueue(event.userId, () => onUnread(event.userId));
    else if (event.type === 'counter') void onCounter(event).catch(() => undefined);
  });
  // Events may have been missed while the listening connection was down: every browser reads again.
  deps.realtime.onGap(() => {
    const text = sseEvent('resync', {});
    for (const conns of byUser.values()) for (const conn of conns) send(conn, text);
  });

  /** Every stream gets a comment; a stream whose session ended is closed, the others' grants refreshed. */
  async function beat(): Promise<void> {
    const all = [...byUser.values()].flatMap((set) => [...set]);
    await Promise.all(
      all.map(async (conn) => {
        const actor = await conn.session().catch(() => conn.actor);
        if (!actor || actor.userId !== conn.userId) return close(conn);
        conn.actor = actor;
        send(conn, ': ping\n\n');
      }),
    );
  }

  return {
    /**
     * Opens a stream: `retry:` first, then (when resuming after `lastEventId`) the notices written since,
     * oldest first, then the unread count; live events follow. Answers the function that closes it.
     */
    open(conn: StreamConnection, lastEventId: number | null): () => void {
      let set = byUser.get(conn.userId);
      if (!set) byUser.set(conn.userId, (set = new Set()));
      while (set.size >= STREAM_MAX_PER_USER) close(set.values().next().value!);
      set.add(conn);
      heartbeat ??= setInterval(() => void beat(), deps.heartbeatMs ?? STREAM_HEARTBEAT_MS);
      heartbeat.unref?.();
      send(conn, 'retry: 3000\n\n');
      // Queued with the user's live events, so a notice is never sent before the replay that holds it.
      void enqueue(conn.userId, async () => {
        let replayed: Notification[] = [];
        if (lastEventId !== null)
          replayed = await deps.inbox.after(conn.userId, lastEventId, STREAM_REPLAY_MAX);
        const unread = await deps.inbox.unreadOf(conn.userId);
        if (!isOpen(conn)) return;
        replayedTo.set(conn, new Set(replayed.map((item) => item.seq)));
        for (const item of replayed) send(conn, sseEvent('notification', { item, unread }, item.seq));
        send(conn, sseEvent('unread', { unread }));
      });
      return () => close(conn);
    },

    /** The heartbeat, also run by tests. */
    beat,

    /** Open streams (of one user, or all). */
    count: (userId?: string) =>
      userId ? (byUser.get(userId)?.size ?? 0) : [...byUser.values()].reduce((n, s) => n + s.size, 0),

    /** Closes every stream (the app is closing: open responses would hold it). */
    closeAll(): void {
      for (const conns of [...byUser.values()]) for (const conn of [...conns]) close(conn);
    },
  };
}
export type NotificationStream = ReturnType<typeof createNotificationStream>;
