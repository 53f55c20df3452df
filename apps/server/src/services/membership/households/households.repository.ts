import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/executor.ts';
import {
  householdMembers,
  households,
  locales,
  memberAddresses,
  memberRelatives,
  members,
} from '../../../db/schema/index.ts';
import { keyset } from '../../../lib/keyset.ts';

/* The household and its members; dependants and requests have their own repositories beside this one. */

/** A household with its address resolved: the member address it points at, or its own fields. */
export async function findHousehold(db: Executor, householdId: string) {
  const [row] = await db
    .select({
      id: households.id,
      name: households.name,
      headMemberId: households.headMemberId,
      addressId: households.addressId,
      own: {
        line1: households.line1,
        line2: households.line2,
        city: households.city,
        province: households.province,
        postalCode: households.postalCode,
        countryId: households.countryId,
      },
      linked: {
        line1: memberAddresses.line1,
        line2: memberAddresses.line2,
        city: memberAddresses.city,
        province: memberAddresses.province,
        postalCode: memberAddresses.postalCode,
        countryId: memberAddresses.countryId,
      },
      updatedAt: households.updatedAt,
    })
    .from(households)
    .leftJoin(memberAddresses, eq(memberAddresses.id, households.addressId))
    .where(eq(households.id, householdId));
  return row ?? null;
}
export type HouseholdRow = NonNullable<Awaited<ReturnType<typeof findHousehold>>>;

/** Holds the household row until the transaction ends (membership changes one at a time). */
export async function lockHousehold(db: Executor, householdId: string) {
  const [row] = await db
    .select({ id: households.id, headMemberId: households.headMemberId, name: households.name })
    .from(households)
    .where(eq(households.id, householdId))
    .for('update');
  return row ?? null;
}

/** The members of a household, longest-standing first, with what scope checks and notices need. */
export async function listHouseholdMembers(db: Executor, householdId: string) {
  return db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      photo: members.photo,
      userId: members.userId,
      localeId: members.currentLocaleId,
      localeName: locales.name,
      districtId: locales.districtId,
      joinedAt: householdMembers.joinedAt,
    })
    .from(householdMembers)
    .innerJoin(members, eq(members.id, householdMembers.memberId))
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.joinedAt), asc(members.id));
}
export type HouseholdMemberRow = Awaited<ReturnType<typeof listHouseholdMembers>>[number];

/** The household the member belongs to, or null. */
export async function householdIdOf(db: Executor, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.memberId, memberId));
  return row?.householdId ?? null;
}

export async function householdMemberIds(db: Executor, householdId: string): Promise<string[]> {
  const rows = await db
    .select({ memberId: householdMembers.memberId })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId));
  return rows.map((r) => r.memberId);
}

export interface HouseholdAddressColumns {
  addressId: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  countryId: string | null;
}

export async function insertHousehold(
  db: Executor,
  values: { name: string; headMemberId: string } & HouseholdAddressColumns,
): Promise<string> {
  const [row] = await db.insert(households).values(values).returning({ id: households.id });
  return row!.id;
}

export async function updateHousehold(
  db: Executor,
  householdId: string,
  values: Partial<{ name: string; headMemberId: string | null } & HouseholdAddressColumns>,
) {
  await db
    .update(households)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(households.id, householdId));
}

export async function deleteHousehold(db: Executor, householdId: string) {
  await db.delete(households).where(eq(households.id, householdId));
}

/**
 * Adds the member; false when they belong to a household already (the unique member index decides, so two
 * acceptances at once never put one person in two households).
 */
export async function insertHouseholdMember(
  db: Executor,
  householdId: string,
  memberId: string,
): Promise<boolean> {
  const rows = await db
    .insert(householdMembers)
    .values({ householdId, memberId })
    .onConflictDoNothing()
    .returning({ memberId: householdMembers.memberId });
  return rows.length > 0;
}

export async function deleteHouseholdMember(
  db: Executor,
  householdId: string,
  memberId: string,
): Promise<boolean> {
  const rows = await db
    .delete(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.memberId, memberId)))
    .returning({ memberId: householdMembers.memberId });
  return rows.length > 0;
}

/** Whether the address is one of these members' address-book entries. */
export async function addressBelongsTo(
  db: Executor,
  addressId: string,
  memberIds: string[],
): Promise<boolean> {
  if (memberIds.length === 0) return false;
  const [row] = await db
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, addressId), inArray(memberAddresses.memberId, memberIds)));
  return row !== undefined;
}

/** Whether the member's family background links them to a member of the household, from either side. */
export async function linkedToHousehold(
  db: Executor,
  memberId: string,
  householdId: string,
): Promise<boolean> {
  const inHousehold = sql`(select hm.member_id from household_members hm where hm.household_id = ${householdId})`;
  const [row] = await db
    .select({ id: memberRelatives.id })
    .from(memberRelatives)
    .where(
      or(
        and(
          eq(memberRelatives.memberId, memberId),
          sql`${memberRelatives.relativeMemberId} in ${inHousehold}`,
        ),
        and(
          eq(memberRelatives.relativeMemberId, memberId),
          sql`${memberRelatives.memberId} in ${inHousehold}`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Households by (name, id); the cursor `[name, id]`. */
export const householdKeys = keyset({
  direction: 'asc',
  parts: [
    { column: households.name, kind: 'text' },
    { column: households.id, kind: 'uuid' },
  ],
});

/** Households with a member of the locale, by name then id, after the cursor. */
export async function listLocaleHouseholds(
  db: Executor,
  q: { localeId: string; search?: string; after?: [string, string]; limit: number },
) {
  const head = alias(members, 'head');
  const escaped = q.search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({
      id: households.id,
      name: households.name,
      headFirstName: head.firstName,
      headLastName: head.lastName,
      memberCount: sql<number>`(select count(*)::int from household_members hm where hm.household_id = ${households.id})`,
      dependantCount: sql<number>`(select count(*)::int from household_dependants hd where hd.household_id = ${households.id})`,
    })
    .from(households)
    .leftJoin(head, eq(head.id, households.headMemberId))
    .where(
      and(
        sql`exists (select 1 from household_members hm join members m on m.id = hm.member_id
          where hm.household_id = ${households.id} and m.current_locale_id = ${q.localeId})`,
        escaped ? ilike(households.name, `%${escaped}%`) : undefined,
        householdKeys.after(q.after),
      ),
    )
    .orderBy(...householdKeys.orderBy())
    .limit(q.limit);
}

/** Marks the household changed (a dependant or a member came or went). */
export async function touchHousehold(db: Executor, householdId: string) {
  await db
    .update(households)
    .set({ updatedAt: sql`now()` })
    .where(eq(households.id, householdId));
}
