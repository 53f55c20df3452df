import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/actor.ts';
import { AppError, unauthenticated } from '../lib/errors.ts';
import { safeEqual, sha256 } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'congregate_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Writing last_seen_at on every request would turn every read into a write; once a minute is enough.
const TOUCH_AFTER_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open without a session (sign-in, registration, public invitation data…). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** Memoised session lookup; use `requireActor` / `optionalActor`. */
    actorLookup: Promise<Actor | null> | null;
  }
}

function tokenFrom(request: FastifyRequest): { token: string; via: Actor['via'] } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? { token: match[1]!, via: 'bearer' } : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

async function lookup(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  const found = tokenFrom(request);
  if (!found) return null;
  const tokenHash = sha256(found.token);
  // Cached: a sign-out, password change or role change is a write, which makes the entry stale at once.
  const record = await app.services.sessions.find(tokenHash);
  // A cached record is checked here against the absolute and idle limits, as the lookup checks a fresh one.
  if (!record || !app.services.sessions.isLive(record)) return null;
  if (found.via === 'cookie' && UNSAFE_METHODS.has(request.method)) {
    // Spec section 7: cookie-authenticated unsafe requests echo the XSRF-TOKEN cookie in X-XSRF-TOKEN,
    // and the value must be the one bound to this session.
    const header = request.headers[XSRF_HEADER];
    const cookie = request.cookies[XSRF_COOKIE];
    if (
      typeof header !== 'string' ||
      !cookie ||
      !safeEqual(header, cookie) ||
      !safeEqual(header, record.xsrfToken)
    ) {
      throw new AppError(
        'xsrf_mismatch',
        'Missing or wrong X-XSRF-TOKEN header; reload the page and try again',
      );
    }
  }
  if (Date.now() - record.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    record.lastSeenAt = new Date();
    await app.services.sessions.touch(record.actor.sessionId);
  }
  return { ...record.actor, via: found.via };
}

/** The caller, or null when no valid session came with the request. */
export function optionalActor(request: FastifyRequest): Promise<Actor | null> {
  request.actorLookup ??= lookup(request.server, request);
  return request.actorLookup;
}

/** The caller; 401 without a valid session. */
export async function requireActor(request: FastifyRequest): Promise<Actor> {
  const actor = await optionalActor(request);
  if (!actor) {
    const presented = tokenFrom(request) !== null;
    throw presented
      ? new AppError('session_expired', 'Your session has ended; sign in again')
      : unauthenticated();
  }
  return actor;
}

export interface SessionCookieOptions {
  secure: boolean;
  expiresAt: Date;
}

export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  xsrfToken: string,
  options: SessionCookieOptions,
) {
  const common = { path: '/', sameSite: 'lax' as const, secure: options.secure, expires: options.expiresAt };
  void reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  void reply.setCookie(XSRF_COOKIE, xsrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true });
  void reply.clearCookie(XSRF_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/** The configuration service's calls: `Authorization: Bearer <CONFIG_TOKEN>` (a client setting, not a user's session). */
export async function requireConfigToken(request: FastifyRequest): Promise<void> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match || !safeEqual(match[1]!, request.server.config.configToken)) {
    throw new AppError('unauthenticated', 'The configuration token is missing or wrong');
  }
}

/** Paths that are not member calls: health, the API reference, and the config service (its own token). */
const OUTSIDE_SESSIONS = ['/api/health', '/api/docs', '/api/v1/config/'];

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actorLookup', null);
  // Deny by default: every API route needs a session unless it says `config: { public: true }`.
  // Checked before the body is validated, so a caller without a session learns nothing of a call's shape.
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || request.routeOptions.config.public) return;
    if (OUTSIDE_SESSIONS.some((prefix) => url.startsWith(prefix))) return;
    await requireActor(request);
  });
});
