import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { consents, members, roleAssignments, users } from '../../../db/schema/index.ts';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      userType: users.userType,
      disabledAt: users.disabledAt,
      memberId: members.id,
      endorsed: members.endorsed,
    })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      passwordSet: users.passwordSet,
      userType: users.userType,
      disabledAt: users.disabledAt,
      memberId: members.id,
      endorsed: members.endorsed,
    })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

/** `passwordSet: false`: an account registered through a provider, its hash of a secret nobody knows. */
export async function insertUser(
  db: Executor,
  user: { email: string; passwordHash: string; passwordSet?: boolean },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email,
      passwordHash: user.passwordHash,
      passwordSet: user.passwordSet ?? true,
      userType: 'member',
    })
    .returning({ id: users.id, userType: users.userType });
  return row!;
}

export async function insertMember(
  db: Executor,
  member: typeof members.$inferInsert,
): Promise<{ id: string; customId: string }> {
  const [row] = await db
    .insert(members)
    .values(member)
    .returning({ id: members.id, customId: members.customId });
  return row!;
}

export async function grantSelfRole(db: Executor, userId: string) {
  await db.insert(roleAssignments).values({ userId, role: 'member', scopeType: 'self', scopeId: null });
}

export async function insertConsents(
  db: Executor,
  userId: string,
  accepted: { kind: 'data_privacy' | 'disclaimer'; version: string }[],
  ip: string | null,
) {
  await db.insert(consents).values(accepted.map((c) => ({ userId, kind: c.kind, version: c.version, ip })));
}

export async function updatePassword(db: Executor, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordSet: true, passwordChangedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markSignedIn(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Gives a member record (made by an admin, without an account) the account just made for it. */
export async function linkMemberAccount(db: Executor, memberId: string, userId: string) {
  await db.update(members).set({ userId }).where(eq(members.id, memberId));
}
