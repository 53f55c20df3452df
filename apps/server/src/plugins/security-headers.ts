import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set with these options, worked out once. Our policy has no per-request
 * parts (no nonces), so computing it on every request (as the helmet middleware does) is wasted work
 * on the hottest path.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
    done = true;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Sets helmet's security headers (CSP, HSTS, frame, referrer, MIME sniffing…) on every response. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, next) => {
    void reply.headers(headers);
    next();
  });
});
