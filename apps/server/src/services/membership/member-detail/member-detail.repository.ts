import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { consents, sessions, users } from '../../../db/schema/index.ts';

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      userType: users.userType,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The last sign-ins (one session each), newest first. */
export async function listSignIns(db: Executor, userId: string, limit = 10) {
  return db
    .select({ at: sessions.createdAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

export async function listConsents(db: Executor, userId: string) {
  return db
    .select({
      kind: consents.kind,
      version: consents.version,
      acceptedAt: consents.acceptedAt,
      withdrawnAt: consents.withdrawnAt,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.acceptedAt));
}
