import { notificationInboxCalls } from '@congregate/contracts';
import { useEffect, useRef } from 'react';
import { callPath } from '../api/call-api.ts';
import { serviceUrl } from '../api/web-config.ts';

/** The events the notification stream sends (`GET notifications/stream`). */
export type RealtimeEventName = 'notification' | 'unread' | 'counter' | 'resync';
export type RealtimeListener = (name: RealtimeEventName, data: unknown) => void;

/** What opens the stream: the browser's `EventSource` (absent in tests and old browsers: no stream). */
export type EventSourceFactory = (url: string) => EventSource;

const names: RealtimeEventName[] = ['notification', 'unread', 'counter', 'resync'];
const listeners = new Set<RealtimeListener>();
let source: EventSource | null = null;
let users = 0;
let factory: EventSourceFactory | null =
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url, { withCredentials: true });

/** Replaces how the stream is opened (tests hand a fake; `null`: no stream). */
export function setEventSourceFactory(next: EventSourceFactory | null): void {
  factory = next;
}

/** Hands `data` to every listener, as if the stream had sent it (also for tests). */
export function dispatchRealtime(name: RealtimeEventName, data: unknown): void {
  for (const listener of listeners) listener(name, data);
}

/** Calls `listener` with every event of the stream; answers the function that stops. */
export function onRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function open() {
  if (source || !factory) return;
  source = factory(serviceUrl('notifications', callPath(notificationInboxCalls.stream)));
  // The browser reconnects by itself, sending the last event id: the missed notices come first.
  for (const name of names) {
    source.addEventListener(name, (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      dispatchRealtime(name, data);
    });
  }
}

function close() {
  source?.close();
  source = null;
}

/** Keeps one stream open while a signed-in screen uses it (the tabs layout). */
export function useRealtimeStream(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    users += 1;
    open();
    return () => {
      users -= 1;
      if (users === 0) close();
    };
  }, [enabled]);
}

/**
 * Calls `onChange` when the live figure `name` of `ref` changes (e.g. `arrivals` of an event), or when events
 * may have been missed; the page then reads the figure through its own call. The stream is opened by the
 * signed-in layout; without one (no EventSource) this never fires and the page's polling carries on.
 */
export function useRealtimeCounter(name: string, ref: string | null, onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!ref) return;
    return onRealtime((event, data) => {
      const counter = data as { name?: unknown; ref?: unknown } | null;
      if (event === 'resync' || (event === 'counter' && counter?.name === name && counter.ref === ref))
        latest.current();
    });
  }, [name, ref]);
}
