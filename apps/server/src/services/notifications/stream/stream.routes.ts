import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationStreamCalls } from '@congregate/contracts';
import { serve } from '../../../lib/serve-call.ts';
import { sha256 } from '../../../lib/tokens.ts';
import { requireActor, SESSION_COOKIE } from '../../../plugins/auth.ts';

/** The session token the stream came with (cookie for `EventSource`, or a bearer token). */
function tokenOf(request: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return bearer ? bearer[1]! : (request.cookies[SESSION_COOKIE] ?? null);
}

/** The resume point: the browser's `Last-Event-ID` on a reconnect, else `?lastEventId=` of the first connect. */
function lastEventIdOf(request: FastifyRequest, query: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return query ?? null;
}

/**
 * `GET notifications/stream`: Server-Sent Events for the signed-in caller. One request for as long as it is
 * open (counted once by the request limit); the response is written raw, outside Fastify's serialisation.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notificationStream, sessions } = app.services;
  // Open responses would hold the server's close: they end first.
  app.addHook('preClose', async () => notificationStream.closeAll());

  serve(app, notificationStreamCalls.stream, async (request, reply) => {
    const actor = await requireActor(request);
    const tokenHash = sha256(tokenOf(request) ?? '');
    const lastEventId = lastEventIdOf(request, request.query.lastEventId);
    const headers = {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    };
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, headers);
    raw.flushHeaders?.();
    request.raw.socket.setTimeout?.(0);
    const close = notificationStream.open(
      {
        userId: actor.userId,
        actor,
        write: (text) => void raw.write(text),
        end: () => raw.end(),
        async session() {
          const record = await sessions.find(tokenHash);
          return record && sessions.isLive(record) ? record.actor : null;
        },
        log: request.log,
      },
      lastEventId,
    );
    request.raw.on('close', close);
    return reply;
  });
};
