import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { queryNamed, type Executor } from '../../../db/executor.ts';
import { KEEPS_CACHES } from '../../../db/write-watch.ts';
import { sessions } from '../../../db/schema/index.ts';
import type { Actor, Grant } from '../../../lib/actor.ts';

export interface NewSession {
  userId: string;
  tokenHash: string;
  xsrfToken: string;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(db: Executor, session: NewSession) {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row!;
}

export interface SessionRecord {
  actor: Omit<Actor, 'via'>;
  xsrfToken: string;
  expiresAt: Date;
  lastSeenAt: Date;
}

// The app's session cache (lib/read-caches.ts) holds these.
declare module '../../../lib/read-caches.ts' {
  interface CachedEntries {
    sessions: SessionRecord;
  }
}

type SessionRow = {
  session_id: string;
  xsrf_token: string;
  expires_at: string | Date;
  last_seen_at: string | Date;
  user_id: string;
  email: string;
  user_type: Actor['userType'];
  member_id: string | null;
  locale_id: string | null;
  flock_id: string | null;
  endorsed: boolean | null;
  grants: Grant[] | string | null;
};

/**
 * One round trip: the live session (not ended, not past its absolute expiry, used within the last
 * `idleSeconds`), its user, member and role grants.
 */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  idleSeconds: number,
): Promise<SessionRecord | null> {
  const rows = await queryNamed<SessionRow>(
    db,
    'session_by_token',
    sql`
    select s.id as session_id, s.xsrf_token, s.expires_at, s.last_seen_at,
           u.id as user_id, u.email, u.user_type,
           m.id as member_id, m.current_locale_id as locale_id, m.flock_id, m.endorsed,
           coalesce((select json_agg(json_build_object('role', r.role, 'scopeType', r.scope_type, 'scopeId', r.scope_id))
                       from role_assignments r where r.user_id = u.id), '[]'::json) as grants
      from sessions s
      join users u on u.id = s.user_id
      left join members m on m.user_id = u.id
     where s.token_hash = ${tokenHash}
       and s.revoked_at is null
       and s.expires_at > now()
       and s.last_seen_at > now() - make_interval(secs => ${idleSeconds}::double precision)
       and u.disabled_at is null
     limit 1`,
  );
  const row = rows[0];
  if (!row) return null;
  const grants = typeof row.grants === 'string' ? (JSON.parse(row.grants) as Grant[]) : (row.grants ?? []);
  return {
    actor: {
      userId: row.user_id,
      sessionId: row.session_id,
      sessionExpiresAt: new Date(row.expires_at),
      email: row.email,
      userType: row.user_type,
      memberId: row.member_id,
      localeId: row.locale_id,
      flockId: row.flock_id,
      endorsed: row.endorsed ?? false,
      grants,
    },
    xsrfToken: row.xsrf_token,
    expiresAt: new Date(row.expires_at),
    lastSeenAt: new Date(row.last_seen_at),
  };
}

export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  // No cached read uses the last-seen time (the session cache keeps its own copy up to date).
  await db.execute(
    sql`${sql.raw(KEEPS_CACHES)} update sessions set last_seen_at = now() where id = ${sessionId}`,
  );
}

export async function endSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the user but the one given; answers how many were ended. */
export async function endOtherSessions(db: Executor, userId: string, keepSessionId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every live session of the user; answers how many were ended. */
export async function endAllSessions(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/**
 * Deletes sessions that ended (signed out, past their expiry, or idle past `idleSeconds`) more than
 * `keepSeconds` ago; answers how many. Recently ended ones stay for the member detail's sign-in list.
 */
export async function deleteEndedSessions(
  db: Executor,
  idleSeconds: number,
  keepSeconds: number,
): Promise<number> {
  const before = sql`now() - make_interval(secs => ${keepSeconds}::double precision)`;
  const rows = await db
    .delete(sessions)
    .where(
      sql`${sessions.revokedAt} < ${before} or ${sessions.expiresAt} < ${before}
       or ${sessions.lastSeenAt} < ${before} - make_interval(secs => ${idleSeconds}::double precision)`,
    )
    .returning({ id: sessions.id });
  return rows.length;
}
