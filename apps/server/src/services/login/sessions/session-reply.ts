import type { FastifyReply } from 'fastify';
import { setSessionCookies } from '../../../plugins/auth.ts';
import type { IssuedSession } from './sessions.service.ts';

/**
 * Sets a new session's cookies (the session, and the XSRF token the web echoes) and answers the session
 * without its cookie secrets: every way of signing in (password, registration, social provider) replies so.
 */
export function replyWithSession(reply: FastifyReply, session: IssuedSession, secure: boolean) {
  setSessionCookies(reply, session.token, session.xsrfToken, {
    secure,
    expiresAt: new Date(session.expiresAt),
  });
  const { token: _token, xsrfToken: _xsrf, ...body } = session;
  return body;
}
