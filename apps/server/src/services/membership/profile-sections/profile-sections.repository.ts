import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { NoneToAddSection } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import {
  locales,
  memberAddresses,
  memberDestinations,
  members,
  memberSectionFlags,
} from '../../../db/schema/index.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import {
  emptyProgress,
  progressColumns,
  progressOf,
  type ProfileProgress,
  type SectionPresence,
} from '../../../lib/member-record.ts';

/** A profile-section table: entries with an id, the member they belong to and their timestamps. */
export type EntryTable = PgTable & {
  id: AnyPgColumn;
  memberId: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};
export type EntryRow = Record<string, unknown> & {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

export async function memberExists(db: Executor, memberId: string): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return row !== undefined;
}

/** Holds the member row until the transaction ends, so writes that keep a per-member rule run one at a time. */
export async function lockMember(db: Executor, member: MemberInScope): Promise<void> {
  const { memberId } = member;
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function listEntries(db: Executor, table: EntryTable, member: MemberInScope, orderBy: SQL[]) {
  const { memberId } = member;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.memberId, memberId))
    .orderBy(...orderBy, table.createdAt, table.id);
  return rows as EntryRow[];
}

/** One entry of the member, locked until the transaction ends (a write checks its version, then writes). */
export async function findEntryForUpdate(
  db: Executor,
  table: EntryTable,
  member: MemberInScope,
  entryId: string,
) {
  const { memberId } = member;
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, entryId), eq(table.memberId, memberId)))
    .for('update');
  return (row as EntryRow | undefined) ?? null;
}

export async function insertEntry(
  db: Executor,
  table: EntryTable,
  member: MemberInScope,
  values: Record<string, unknown>,
) {
  const { memberId } = member;
  const [row] = await db
    .insert(table)
    .values({ ...values, memberId } as never)
    .returning();
  return row as EntryRow;
}

export async function updateEntry(
  db: Executor,
  table: EntryTable,
  member: MemberInScope,
  entryId: string,
  values: Record<string, unknown>,
) {
  const { memberId } = member;
  const [row] = await db
    .update(table)
    .set({ ...values, updatedAt: sql`now()` } as never)
    .where(and(eq(table.id, entryId), eq(table.memberId, memberId)))
    .returning();
  return (row as EntryRow | undefined) ?? null;
}

export async function deleteEntry(db: Executor, table: EntryTable, member: MemberInScope, entryId: string) {
  const { memberId } = member;
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, entryId), eq(table.memberId, memberId)))
    .returning();
  return (row as EntryRow | undefined) ?? null;
}

/** Un-marks the member's current address, except the one being saved. */
export async function unsetCurrentAddresses(db: Executor, member: MemberInScope, exceptId: string | null) {
  const { memberId } = member;
  await db
    .update(memberAddresses)
    .set({ isCurrent: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(memberAddresses.memberId, memberId),
        eq(memberAddresses.isCurrent, true),
        exceptId ? ne(memberAddresses.id, exceptId) : undefined,
      ),
    );
}

const fromLocale = alias(locales, 'from_locale');
const toLocale = alias(locales, 'to_locale');
const approver = alias(members, 'approver');

/** The member's locale history, newest first, with locale and approver names. */
export async function listDestinations(db: Executor, member: MemberInScope) {
  const { memberId } = member;
  return db
    .select({
      id: memberDestinations.id,
      fromLocaleId: memberDestinations.fromLocaleId,
      fromLocaleName: fromLocale.name,
      toLocaleId: memberDestinations.toLocaleId,
      toLocaleName: toLocale.name,
      movedAt: memberDestinations.movedAt,
      approvedBy: memberDestinations.approvedBy,
      approverFirstName: approver.firstName,
      approverLastName: approver.lastName,
      reason: memberDestinations.reason,
    })
    .from(memberDestinations)
    .innerJoin(toLocale, eq(toLocale.id, memberDestinations.toLocaleId))
    .leftJoin(fromLocale, eq(fromLocale.id, memberDestinations.fromLocaleId))
    .leftJoin(approver, eq(approver.userId, memberDestinations.approvedBy))
    .where(eq(memberDestinations.memberId, memberId))
    .orderBy(desc(memberDestinations.movedAt), desc(memberDestinations.createdAt));
}

export async function findSectionFlag(db: Executor, member: MemberInScope, section: NoneToAddSection) {
  const { memberId } = member;
  const [row] = await db
    .select({ noneToAdd: memberSectionFlags.noneToAdd })
    .from(memberSectionFlags)
    .where(and(eq(memberSectionFlags.memberId, memberId), eq(memberSectionFlags.section, section)));
  return row?.noneToAdd ?? false;
}

export async function saveSectionFlag(
  db: Executor,
  member: MemberInScope,
  section: NoneToAddSection,
  noneToAdd: boolean,
) {
  const { memberId } = member;
  await db
    .insert(memberSectionFlags)
    .values({ memberId, section, noneToAdd })
    .onConflictDoUpdate({
      target: [memberSectionFlags.memberId, memberSectionFlags.section],
      set: { noneToAdd, updatedAt: sql`now()` },
    });
}

export type { ProfileProgress, SectionPresence };

function progressQuery(db: Executor) {
  return db
    .select(progressColumns)
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare('profile_progress');
}
// Prepared once per database (a named statement on PostgreSQL); a transaction gets its own.
const preparedProgress = new WeakMap<Executor, ReturnType<typeof progressQuery>>();

/** A member's side-menu progress in one statement (no query per section). */
export async function findProfileProgress(db: Executor, memberId: string): Promise<ProfileProgress> {
  let prepared = preparedProgress.get(db);
  if (!prepared) preparedProgress.set(db, (prepared = progressQuery(db)));
  const [row] = await prepared.execute({ memberId });
  return progressOf(row ?? emptyProgress);
}
