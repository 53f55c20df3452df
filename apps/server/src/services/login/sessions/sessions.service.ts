import type { AuthSession } from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { ReadCache } from '../../../lib/read-cache.ts';
import { newToken, sha256 } from '../../../lib/tokens.ts';
import {
  deleteEndedSessions,
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

const DAY_MS = 24 * 3600_000;
/** How long an ended session stays, so the member detail still lists recent sign-ins. */
const KEEP_ENDED_DAYS = 30;

/**
 * Sessions in the database (DESIGN.md section 12): any server process can check a token. Only the
 * token's SHA-256 is stored; the session behind a token is cached until a change to it (`lib/cache-invalidation.ts`).
 * A session ends SESSION_MAX_DAYS after sign-in, or once unused for SESSION_IDLE_DAYS.
 */
export function createSessionsService(
  db: Database,
  config: Pick<AppConfig, 'sessionIdleDays' | 'sessionMaxDays'>,
  cache: ReadCache<SessionRecord>,
) {
  const idleMs = config.sessionIdleDays * DAY_MS;
  return {
    /** Starts a session (inside the caller's transaction when given one) and answers its secrets once. */
    async start(executor: Executor, user: SessionUser, client: ClientInfo): Promise<IssuedSession> {
      const token = newToken();
      const xsrfToken = newToken();
      const expiresAt = new Date(Date.now() + config.sessionMaxDays * DAY_MS);
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
      cache.get(tokenHash, () => findLiveSession(db, tokenHash, idleMs / 1000)),

    /**
     * Whether a session record (perhaps cached) is still live at `now`: before its absolute expiry and used
     * within the idle limit. The lookup checks the same in the database; a cached record is checked here.
     */
    isLive: (record: SessionRecord, now = Date.now()): boolean =>
      record.expiresAt.getTime() > now && now - record.lastSeenAt.getTime() < idleMs,

    /** Records that the session is in use (the caller decides how often). */
    touch: (sessionId: string) => touchSession(db, sessionId),

    end: (sessionId: string) => endSession(db, sessionId),

    /** Ends every live session of the user but one; answers how many were ended. */
    endOthers: (executor: Executor, userId: string, keepSessionId: string) =>
      endOtherSessions(executor, userId, keepSessionId),

    /** Ends every live session of the user; answers how many were ended. */
    endAll: (executor: Executor, userId: string) => endAllSessions(executor, userId),

    /** Housekeeping: deletes sessions that ended over KEEP_ENDED_DAYS ago; answers how many. */
    removeEnded: () => deleteEndedSessions(db, idleMs / 1000, KEEP_ENDED_DAYS * 86_400),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
export type { SessionRecord };
