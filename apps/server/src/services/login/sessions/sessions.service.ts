import type { AuthSession } from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { ReadCache } from '../../../lib/read-cache.ts';
import { newToken, sha256 } from '../../../lib/tokens.ts';
import {
  endAllSessions,
  endOtherSessions,
  endSession,
  findLiveSession,
  insertSession,
  touchSession,
  type SessionRecord,
} from './sessions.repository.ts';

/** Where a sign-in comes from (kept with the session, shown in the member detail's sign-ins). */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface IssuedSession extends AuthSession {
  /** For the cookie; the same value as accessToken. */
  token: string;
  xsrfToken: string;
}

/** The user a session is started for. */
export interface SessionUser {
  id: string;
  userType: AuthSession['userType'];
  memberId: string | null;
  endorsed: boolean;
}

/**
 * Sessions in the database (DESIGN.md section 12): any server process can check a token. Only the
 * token's SHA-256 is stored; the session behind a token is cached until the next write (`read-cache.ts`).
 */
export function createSessionsService(
  db: Database,
  config: Pick<AppConfig, 'sessionTtlHours'>,
  cache: ReadCache<SessionRecord>,
) {
  return {
    /** Starts a session (inside the caller's transaction when given one) and answers its secrets once. */
    async start(executor: Executor, user: SessionUser, client: ClientInfo): Promise<IssuedSession> {
      const token = newToken();
      const xsrfToken = newToken();
      const expiresAt = new Date(Date.now() + config.sessionTtlHours * 3600_000);
      await insertSession(executor, {
        userId: user.id,
        tokenHash: sha256(token),
        xsrfToken,
        expiresAt,
        userAgent: client.userAgent?.slice(0, 400) ?? null,
        ip: client.ip,
      });
      return {
        token,
        xsrfToken,
        accessToken: token,
        tokenType: 'Bearer',
        expiresAt: expiresAt.toISOString(),
        userId: user.id,
        memberId: user.memberId,
        userType: user.userType,
        endorsed: user.endorsed,
      };
    },

    /** The live session behind a token's hash, with its user, member and grants; null when none. */
    find: (tokenHash: string): Promise<SessionRecord | null> =>
      cache.get(tokenHash, () => findLiveSession(db, tokenHash)),

    /** Records that the session is in use (the caller decides how often). */
    touch: (sessionId: string) => touchSession(db, sessionId),

    end: (sessionId: string) => endSession(db, sessionId),

    /** Ends every live session of the user but one; answers how many were ended. */
    endOthers: (executor: Executor, userId: string, keepSessionId: string) =>
      endOtherSessions(executor, userId, keepSessionId),

    /** Ends every live session of the user; answers how many were ended. */
    endAll: (executor: Executor, userId: string) => endAllSessions(executor, userId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
export type { SessionRecord };
