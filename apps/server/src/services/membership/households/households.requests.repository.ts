import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/executor.ts';
import { householdRequests, households, members, users } from '../../../db/schema/index.ts';

/* Join requests and invitations into a household, with the names their answers show. */

const joiner = alias(members, 'joiner');
const asker = alias(members, 'asker');

const requestsWithNames = (db: Executor) =>
  db
    .select({
      id: householdRequests.id,
      householdId: householdRequests.householdId,
      householdName: households.name,
      headMemberId: households.headMemberId,
      kind: householdRequests.kind,
      memberId: householdRequests.memberId,
      memberFirstName: joiner.firstName,
      memberLastName: joiner.lastName,
      memberUserId: joiner.userId,
      email: householdRequests.email,
      message: householdRequests.message,
      status: householdRequests.status,
      requestedBy: householdRequests.requestedBy,
      askerFirstName: asker.firstName,
      askerLastName: asker.lastName,
      createdAt: householdRequests.createdAt,
      decidedAt: householdRequests.decidedAt,
    })
    .from(householdRequests)
    .innerJoin(households, eq(households.id, householdRequests.householdId))
    .leftJoin(joiner, eq(joiner.id, householdRequests.memberId))
    .leftJoin(asker, eq(asker.userId, householdRequests.requestedBy));

export type HouseholdRequestRow = Awaited<ReturnType<ReturnType<typeof requestsWithNames>['where']>>[number];

export async function findRequest(db: Executor, requestId: string) {
  const [row] = await requestsWithNames(db).where(eq(householdRequests.id, requestId));
  return row ?? null;
}

/** Holds the request row until the transaction ends (two deciders never both decide). */
export async function lockRequest(db: Executor, requestId: string) {
  const [row] = await db
    .select({ status: householdRequests.status, memberId: householdRequests.memberId })
    .from(householdRequests)
    .where(eq(householdRequests.id, requestId))
    .for('update');
  return row ?? null;
}

/** Inserts a pending request; null when one is pending for this person already (the partial unique indexes). */
export async function insertRequest(
  db: Executor,
  values: {
    householdId: string;
    kind: string;
    memberId: string | null;
    email: string | null;
    message: string;
    requestedBy: string;
  },
): Promise<string | null> {
  const [row] = await db
    .insert(householdRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: householdRequests.id });
  return row?.id ?? null;
}

export async function decideRequest(
  db: Executor,
  requestId: string,
  values: { status: string; decidedBy: string; memberId?: string },
) {
  await db
    .update(householdRequests)
    .set({ ...values, decidedAt: sql`now()` })
    .where(eq(householdRequests.id, requestId));
}

/** Whether the member (or their account's e-mail) was ever invited into the household. */
export async function wasInvited(db: Executor, householdId: string, memberId: string, email: string) {
  const [row] = await db
    .select({ id: householdRequests.id })
    .from(householdRequests)
    .where(
      and(
        eq(householdRequests.householdId, householdId),
        eq(householdRequests.kind, 'invite'),
        or(eq(householdRequests.memberId, memberId), eq(householdRequests.email, email.toLowerCase())),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The member with an account signed in by this e-mail, if any. */
export async function memberOfEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ memberId: members.id, userId: users.id })
    .from(users)
    .innerJoin(members, eq(members.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function memberExists(db: Executor, memberId: string) {
  const [row] = await db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

const recent = (since: Date): SQL =>
  or(eq(householdRequests.status, 'pending'), gt(householdRequests.decidedAt, since))!;

const pendingFirst = [
  sql`case when ${householdRequests.status} = 'pending' then 0 else 1 end`,
  desc(householdRequests.createdAt),
  desc(householdRequests.id),
];

/** Pending requests about a household, newest first. */
export async function pendingRequestsOf(db: Executor, householdId: string) {
  return requestsWithNames(db)
    .where(and(eq(householdRequests.householdId, householdId), eq(householdRequests.status, 'pending')))
    .orderBy(desc(householdRequests.createdAt), desc(householdRequests.id));
}

/**
 * Requests the member decides: joins to the household they head, and invitations to them (by member, or by
 * their account's e-mail while unmatched). Pending, or decided since `since`.
 */
export async function requestsToMember(db: Executor, memberId: string, email: string, since: Date) {
  return requestsWithNames(db)
    .where(
      and(
        recent(since),
        or(
          and(eq(householdRequests.kind, 'join'), eq(households.headMemberId, memberId)),
          and(
            eq(householdRequests.kind, 'invite'),
            or(
              eq(householdRequests.memberId, memberId),
              and(isNull(householdRequests.memberId), eq(householdRequests.email, email.toLowerCase())),
            ),
          ),
        ),
      ),
    )
    .orderBy(...pendingFirst)
    .limit(200);
}

/** Requests the caller made: their joins, and the invitations they sent. */
export async function requestsFromMember(db: Executor, memberId: string, userId: string, since: Date) {
  return requestsWithNames(db)
    .where(
      and(
        recent(since),
        or(
          and(eq(householdRequests.kind, 'join'), eq(householdRequests.memberId, memberId)),
          and(eq(householdRequests.kind, 'invite'), eq(householdRequests.requestedBy, userId)),
        ),
      ),
    )
    .orderBy(...pendingFirst)
    .limit(200);
}
