import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/executor.ts';
import { emailChangeRequests, locales, members, transferRequests, users } from '../../../db/schema/index.ts';

const fromLocale = alias(locales, 'from_locale');
const toLocale = alias(locales, 'to_locale');

const transferColumns = {
  id: transferRequests.id,
  memberId: transferRequests.memberId,
  fromLocaleId: transferRequests.fromLocaleId,
  fromLocaleName: fromLocale.name,
  toLocaleId: transferRequests.toLocaleId,
  toLocaleName: toLocale.name,
  reason: transferRequests.reason,
  status: transferRequests.status,
  requestedAt: transferRequests.requestedAt,
};

function selectTransfers(db: Executor) {
  return db
    .select(transferColumns)
    .from(transferRequests)
    .innerJoin(fromLocale, eq(fromLocale.id, transferRequests.fromLocaleId))
    .innerJoin(toLocale, eq(toLocale.id, transferRequests.toLocaleId));
}

/** The member's transfer requests, newest first. */
export async function listTransferRequests(db: Executor, memberId: string) {
  return selectTransfers(db)
    .where(eq(transferRequests.memberId, memberId))
    .orderBy(desc(transferRequests.requestedAt), desc(transferRequests.id));
}

export async function findTransferRequest(db: Executor, id: string) {
  const [row] = await selectTransfers(db).where(eq(transferRequests.id, id));
  return row ?? null;
}

export async function hasPendingTransfer(db: Executor, memberId: string): Promise<boolean> {
  const rows = await db
    .select({ id: transferRequests.id })
    .from(transferRequests)
    .where(and(eq(transferRequests.memberId, memberId), eq(transferRequests.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

export async function insertTransferRequest(db: Executor, values: typeof transferRequests.$inferInsert) {
  const [row] = await db.insert(transferRequests).values(values).returning({ id: transferRequests.id });
  return row!;
}

export async function localeExists(db: Executor, localeId: string): Promise<boolean> {
  const rows = await db.select({ id: locales.id }).from(locales).where(eq(locales.id, localeId)).limit(1);
  return rows.length > 0;
}

/** The member's current locale and e-mail (their account's when they have one), locked until the transaction ends. */
export async function findMemberForRequestUpdate(db: Executor, memberId: string) {
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

export async function listEmailChangeRequests(db: Executor, memberId: string) {
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
export async function cancelPendingEmailChanges(db: Executor, memberId: string, byUserId: string) {
  return db
    .update(emailChangeRequests)
    .set({ status: 'cancelled', decidedBy: byUserId, decidedAt: sql`now()` })
    .where(and(eq(emailChangeRequests.memberId, memberId), eq(emailChangeRequests.status, 'pending')))
    .returning({ id: emailChangeRequests.id, newEmail: emailChangeRequests.newEmail });
}

export async function insertEmailChangeRequest(db: Executor, values: typeof emailChangeRequests.$inferInsert) {
  const [row] = await db.insert(emailChangeRequests).values(values).returning(emailColumns);
  return row!;
}
