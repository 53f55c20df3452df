import http from 'node:http';

/** A Server-Sent Events client for tests: `GET /api/notifications/notifications/stream` read event by event. */

export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** An open `text/event-stream` response, read event by event. */
export interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  events: SseEvent[];
  closed: () => boolean;
  next(event: string, match?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

function parse(block: string): SseEvent | null {
  const event: SseEvent = { event: 'message', data: null };
  let data = '';
  let any = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const [field, ...rest] = line.split(': ');
    const value = rest.join(': ');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') data += value;
    else continue;
    any = true;
  }
  if (!any) return null;
  event.data = data ? JSON.parse(data) : null;
  return event;
}

export function openStream(port: number, headers: Record<string, string>, query = ''): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: `/api/notifications/notifications/stream${query}`, headers },
      (response) => {
        let raw = '';
        let buffer = '';
        let ended = false;
        const events: SseEvent[] = [];
        const waiters = new Set<() => void>();
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          raw += chunk;
          buffer += chunk;
          let at: number;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            const parsed = parse(buffer.slice(0, at));
            buffer = buffer.slice(at + 2);
            if (parsed) events.push(parsed);
          }
          for (const w of waiters) w();
        });
        const onEnd = () => {
          ended = true;
          for (const w of waiters) w();
        };
        response.on('end', onEnd);
        response.on('close', onEnd);
        response.on('error', onEnd);
        let seen = 0;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () => raw,
          events,
          closed: () => ended,
          next(name, match = () => true, timeoutMs = 5000) {
            return new Promise((done, fail) => {
              const check = () => {
                while (seen < events.length) {
                  const e = events[seen++]!;
                  if (e.event === name && match(e)) {
                    waiters.delete(check);
                    clearTimeout(timer);
                    return done(e);
                  }
                }
                if (ended) {
                  waiters.delete(check);
                  clearTimeout(timer);
                  fail(new Error(`the stream ended before a ${name} event`));
                }
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no ${name} event within ${timeoutMs} ms; got ${raw.slice(-400)}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
