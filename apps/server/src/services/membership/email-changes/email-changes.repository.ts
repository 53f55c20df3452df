import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { emailChangeRequests, members, users } from '../../../db/schema/index.ts';
import type { MemberInScope } from '../../../access/member-access.ts';

/** The member's current locale and e-mail (their account's when they have one), locked until the transaction ends. */
export async function lockMemberEmail(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      localeId: members.currentLocaleId,
      userId: members.userId,
      memberEmail: members.email,
      accountEmail: users.email,
    })
    .from(members)
    .leftJoin(users, eq(users.id, members.userId))
    .where(eq(members.id, memberId))
    .for('update', { of: members });
  return row ?? null;
}

const emailColumns = {
  id: emailChangeRequests.id,
  memberId: emailChangeRequests.memberId,
  newEmail: emailChangeRequests.newEmail,
  status: emailChangeRequests.status,
  requestedAt: emailChangeRequests.requestedAt,
};

/** The member's e-mail change requests, newest first. */
export async function listRequestsOfMember(db: Executor, member: MemberInScope) {
  const { memberId } = member;
  return db
    .select(emailColumns)
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.memberId, memberId))
    .orderBy(desc(emailChangeRequests.requestedAt), desc(emailChangeRequests.id));
}

/** Whether another account or another member record uses this address, ignoring case. */
export async function emailUsedByOther(db: Executor, email: string, memberId: string, userId: string | null) {
  const lowered = email.trim().toLowerCase();
  const [byUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${lowered}`, userId ? ne(users.id, userId) : undefined))
    .limit(1);
  if (byUser) return true;
  const [byMember] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        sql`lower(${members.email}) = ${lowered}`,
        ne(members.id, memberId),
        // A member record of the member's own account does not count.
        userId ? or(sql`${members.userId} is null`, ne(members.userId, userId)) : undefined,
      ),
    )
    .limit(1);
  return byMember !== undefined;
}

/** Cancels the member's pending e-mail change (a new request replaces it); answers the cancelled ids. */
export async function cancelPending(db: Executor, memberId: string, byUserId: string) {
  return db
    .update(emailChangeRequests)
    .set({ status: 'cancelled', decidedBy: byUserId, decidedAt: sql`now()` })
    .where(and(eq(emailChangeRequests.memberId, memberId), eq(emailChangeRequests.status, 'pending')))
    .returning({ id: emailChangeRequests.id, newEmail: emailChangeRequests.newEmail });
}

/** A pending request whose link (only the token's hash is kept) works for `linkHours`. */
export async function insertRequest(
  db: Executor,
  values: { memberId: string; newEmail: string; requestedBy: string; tokenHash: string; linkHours: number },
) {
  const [row] = await db
    .insert(emailChangeRequests)
    .values({
      memberId: values.memberId,
      newEmail: values.newEmail,
      requestedBy: values.requestedBy,
      tokenHash: values.tokenHash,
      tokenExpiresAt: sql`now() + make_interval(hours => ${values.linkHours})`,
    })
    .returning(emailColumns);
  return row!;
}

/** The pending request a link's token opens while the link works, locked until the transaction ends. */
export async function findOpenRequestForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.tokenHash, tokenHash),
        eq(emailChangeRequests.status, 'pending'),
        sql`${emailChangeRequests.tokenExpiresAt} > now()`,
      ),
    )
    .for('update');
  return row ?? null;
}

/** Puts the confirmed address on the account (when there is one) and the member record. */
export async function applyEmail(
  db: Executor,
  change: { memberId: string; userId: string | null; email: string },
) {
  if (change.userId) await db.update(users).set({ email: change.email }).where(eq(users.id, change.userId));
  await db
    .update(members)
    .set({ email: change.email, updatedAt: sql`now()` })
    .where(eq(members.id, change.memberId));
}

export async function markConfirmed(db: Executor, requestId: string) {
  await db
    .update(emailChangeRequests)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(eq(emailChangeRequests.id, requestId));
}
