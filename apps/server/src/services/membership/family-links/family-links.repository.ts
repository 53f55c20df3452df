import { aliasedTable, and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import {
  familyRequests,
  flocks,
  householdMembers,
  locales,
  memberRelatives,
  members,
} from '../../../db/schema/index.ts';

const asker = aliasedTable(members, 'asker');
const relative = aliasedTable(members, 'relative');

const requestColumns = {
  id: familyRequests.id,
  fromMemberId: familyRequests.fromMemberId,
  fromFirstName: asker.firstName,
  fromLastName: asker.lastName,
  fromUserId: asker.userId,
  toMemberId: familyRequests.toMemberId,
  toFirstName: relative.firstName,
  toLastName: relative.lastName,
  toUserId: relative.userId,
  relativeEntryId: familyRequests.relativeEntryId,
  relationship: familyRequests.relationship,
  weddingDate: familyRequests.weddingDate,
  message: familyRequests.message,
  status: familyRequests.status,
  createdAt: familyRequests.createdAt,
  decidedAt: familyRequests.decidedAt,
};

const requestsWithNames = (db: Executor) =>
  db
    .select(requestColumns)
    .from(familyRequests)
    .innerJoin(asker, eq(asker.id, familyRequests.fromMemberId))
    .innerJoin(relative, eq(relative.id, familyRequests.toMemberId));

export type FamilyRequestRow = Awaited<ReturnType<ReturnType<typeof requestsWithNames>['where']>>[number];

export async function findRequest(db: Executor, requestId: string): Promise<FamilyRequestRow | null> {
  const [row] = await requestsWithNames(db).where(eq(familyRequests.id, requestId));
  return row ?? null;
}

/** Holds the request row until the transaction ends (an accept and a withdraw never both happen). */
export async function lockRequest(db: Executor, requestId: string) {
  const [row] = await db
    .select({ status: familyRequests.status })
    .from(familyRequests)
    .where(eq(familyRequests.id, requestId))
    .for('update');
  return row ?? null;
}

/** The member's requests, both ways: pending ones, and those decided since `decidedSince`. */
export async function listRequestsOf(db: Executor, memberId: string, decidedSince: Date) {
  return requestsWithNames(db)
    .where(
      and(
        or(eq(familyRequests.fromMemberId, memberId), eq(familyRequests.toMemberId, memberId)),
        or(eq(familyRequests.status, 'pending'), gt(familyRequests.decidedAt, decidedSince)),
      ),
    )
    .orderBy(desc(familyRequests.createdAt), desc(familyRequests.id))
    .limit(200);
}

/** A pending request between the two members, either way. */
export async function pendingBetween(db: Executor, a: string, b: string) {
  const [row] = await db
    .select({ id: familyRequests.id })
    .from(familyRequests)
    .where(
      and(
        eq(familyRequests.status, 'pending'),
        or(
          and(eq(familyRequests.fromMemberId, a), eq(familyRequests.toMemberId, b)),
          and(eq(familyRequests.fromMemberId, b), eq(familyRequests.toMemberId, a)),
        ),
      ),
    );
  return row !== undefined;
}

/** The accepted link between the two members, either way (the newest). */
export async function acceptedBetween(db: Executor, a: string, b: string) {
  const [row] = await db
    .select({
      fromMemberId: familyRequests.fromMemberId,
      relationship: familyRequests.relationship,
    })
    .from(familyRequests)
    .where(
      and(
        eq(familyRequests.status, 'accepted'),
        or(
          and(eq(familyRequests.fromMemberId, a), eq(familyRequests.toMemberId, b)),
          and(eq(familyRequests.fromMemberId, b), eq(familyRequests.toMemberId, a)),
        ),
      ),
    )
    .orderBy(desc(familyRequests.decidedAt))
    .limit(1);
  return row ?? null;
}

/** The new request's id, or null when a pending one of the pair exists already (the partial unique index). */
export async function insertRequest(
  db: Executor,
  values: typeof familyRequests.$inferInsert,
): Promise<string | null> {
  const [row] = await db
    .insert(familyRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: familyRequests.id });
  return row?.id ?? null;
}

export async function decideRequest(
  db: Executor,
  requestId: string,
  values: { status: string; relativeEntryId?: string },
) {
  await db
    .update(familyRequests)
    .set({ ...values, decidedAt: sql`now()` })
    .where(eq(familyRequests.id, requestId));
}

/** A member with what a family link needs of them. */
export async function findMember(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      userId: members.userId,
      firstName: members.firstName,
      lastName: members.lastName,
      birthDate: members.birthDate,
      endorsed: members.endorsed,
      civilStatus: members.civilStatus,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** One entry of a member's family background. */
export async function findEntry(db: Executor, memberId: string, entryId: string) {
  const [row] = await db
    .select({
      id: memberRelatives.id,
      relationship: memberRelatives.relationship,
      relativeMemberId: memberRelatives.relativeMemberId,
    })
    .from(memberRelatives)
    .where(and(eq(memberRelatives.id, entryId), eq(memberRelatives.memberId, memberId)));
  return row ?? null;
}

/** The member's entry already pointing at the relative's record, if any. */
export async function entryLinkedTo(db: Executor, memberId: string, relativeMemberId: string) {
  const [row] = await db
    .select({ id: memberRelatives.id, relationship: memberRelatives.relationship })
    .from(memberRelatives)
    .where(
      and(eq(memberRelatives.memberId, memberId), eq(memberRelatives.relativeMemberId, relativeMemberId)),
    )
    .limit(1);
  return row ?? null;
}

/** An unlinked entry of the member's with this relationship and name (any case): the one a link completes. */
export async function unlinkedEntryNamed(
  db: Executor,
  memberId: string,
  relationship: string,
  name: { firstName: string; lastName: string },
) {
  const [row] = await db
    .select({ id: memberRelatives.id })
    .from(memberRelatives)
    .where(
      and(
        eq(memberRelatives.memberId, memberId),
        eq(memberRelatives.relationship, relationship),
        isNull(memberRelatives.relativeMemberId),
        ilike(memberRelatives.firstName, name.firstName.replace(/[%_\\]/g, '\\$&')),
        ilike(memberRelatives.lastName, name.lastName.replace(/[%_\\]/g, '\\$&')),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Points an entry at the relative's record (and sets its relationship). */
export async function linkEntry(
  db: Executor,
  entryId: string,
  relativeMemberId: string,
  relationship: string,
) {
  await db
    .update(memberRelatives)
    .set({ relativeMemberId, relationship, updatedAt: sql`now()` })
    .where(eq(memberRelatives.id, entryId));
}

export async function insertEntry(
  db: Executor,
  values: {
    memberId: string;
    relationship: string;
    firstName: string;
    lastName: string;
    birthDate: string | null;
    relativeMemberId: string;
  },
): Promise<string> {
  const [row] = await db.insert(memberRelatives).values(values).returning({ id: memberRelatives.id });
  return row!.id;
}

/** Spouses: the wedding date on the record, and civil status `married` when it was not set. */
export async function setWedding(db: Executor, memberId: string, weddingDate: string) {
  await db
    .update(members)
    .set({
      weddingDate,
      civilStatus: sql`coalesce(${members.civilStatus}, 'married')`,
      updatedAt: sql`now()`,
    })
    .where(eq(members.id, memberId));
}

/** What a linked relative's card shows. */
export async function cardOf(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      photo: members.photo,
      localeName: locales.name,
      flockName: flocks.name,
      birthDate: members.birthDate,
      weddingDate: members.weddingDate,
    })
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .leftJoin(flocks, eq(flocks.id, members.flockId))
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** Whether the two members are of one household. */
export async function shareHousehold(db: Executor, a: string, b: string): Promise<boolean> {
  const other = aliasedTable(householdMembers, 'other_member');
  const [row] = await db
    .select({ id: householdMembers.householdId })
    .from(householdMembers)
    .innerJoin(other, eq(other.householdId, householdMembers.householdId))
    .where(and(eq(householdMembers.memberId, a), eq(other.memberId, b)))
    .limit(1);
  return row !== undefined;
}
