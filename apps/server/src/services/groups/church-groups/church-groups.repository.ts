import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { churchGroupMembers, churchGroups, joinRequests, members } from '../../../db/schema/index.ts';
import { archivableList } from '../../../lib/archivable-list.ts';
import { keyset } from '../../../lib/keyset.ts';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const groupColumns = {
  id: churchGroups.id,
  localeId: churchGroups.localeId,
  name: churchGroups.name,
  type: churchGroups.type,
  description: churchGroups.description,
  joinPolicy: churchGroups.joinPolicy,
  archivedAt: churchGroups.archivedAt,
  // Written out whole: drizzle leaves a column of the outer table unqualified inside a selected expression.
  memberCount: sql<number>`(select count(*)::int from church_group_members gm where gm.group_id = church_groups.id)`,
};

/** A locale's groups: kept archived, not deleted, while they have members or join-request history. */
export const groupList = archivableList(churchGroups, {
  references: [churchGroupMembers.groupId, joinRequests.groupId],
  updatedAt: true,
  actions: { archive: 'group.archive', delete: 'group.delete' },
});

/** A page of a locale's groups by name (case-blind) and id; `search` in the name, of a `type` when given. */
export async function listGroups(
  db: Executor,
  q: {
    localeId: string;
    search?: string;
    type?: string;
    includeArchived: boolean;
    cursor?: string;
    limit: number;
  },
) {
  const pattern = q.search ? `%${likeEscape(q.search.toLowerCase())}%` : null;
  return groupList.page(
    db,
    groupColumns,
    q,
    q.type ? eq(churchGroups.type, q.type) : undefined,
    pattern ? sql`lower(${churchGroups.name}) like ${pattern}` : undefined,
  );
}
export type GroupRow = Awaited<ReturnType<typeof listGroups>>['rows'][number];

export const findGroupRow = (db: Executor, groupId: string, lock = false) =>
  groupList.find(db, groupColumns, groupId, lock);

/** The groups' leaders, by name. */
export async function leadersOf(db: Executor, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      groupId: churchGroupMembers.groupId,
      memberId: members.id,
      userId: members.userId,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(churchGroupMembers)
    .innerJoin(members, eq(members.id, churchGroupMembers.memberId))
    .where(and(inArray(churchGroupMembers.groupId, groupIds), eq(churchGroupMembers.role, 'leader')))
    .orderBy(asc(members.lastName), asc(members.firstName));
}

/** The member's role in each of the groups they belong to. */
export async function rolesOf(db: Executor, memberId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ groupId: churchGroupMembers.groupId, role: churchGroupMembers.role })
    .from(churchGroupMembers)
    .where(and(eq(churchGroupMembers.memberId, memberId), inArray(churchGroupMembers.groupId, groupIds)));
}

/** The member's pending requests to the groups. */
export async function pendingRequestsOf(db: Executor, memberId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ groupId: joinRequests.groupId, id: joinRequests.id })
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.memberId, memberId),
        eq(joinRequests.status, 'pending'),
        inArray(joinRequests.groupId, groupIds),
      ),
    );
}

export async function insertGroup(db: Executor, values: typeof churchGroups.$inferInsert): Promise<string> {
  const [row] = await db.insert(churchGroups).values(values).returning({ id: churchGroups.id });
  return row!.id;
}

export async function updateGroup(
  db: Executor,
  groupId: string,
  values: Partial<typeof churchGroups.$inferInsert>,
) {
  await db
    .update(churchGroups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(churchGroups.id, groupId));
}

/** A group's members, leaders first, then by name and id (cursor `[rank, lower name, id]`). */
const memberRank = sql<string>`case when ${churchGroupMembers.role} = 'leader' then '0' else '1' end`;
const memberNameKey = sql<string>`lower(${members.lastName} || ' ' || ${members.firstName})`;
/** A group's members: its leaders first, then by name, the member's id breaking ties. */
const groupMemberKeys = keyset({
  direction: 'asc',
  parts: [
    { column: memberRank, kind: 'text' },
    { column: memberNameKey, kind: 'text' },
    { column: members.id, kind: 'uuid' },
  ],
});

/** One page of a group's members after `cursor` (a cursor of another list is refused with 422). */
export async function listGroupMembers(db: Executor, groupId: string, q: { cursor?: string; limit: number }) {
  const after = groupMemberKeys.after(groupMemberKeys.read(q.cursor));
  const rows = await db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      photo: members.photo,
      role: churchGroupMembers.role,
      joinedAt: churchGroupMembers.joinedAt,
      rank: memberRank,
      nameKey: memberNameKey,
    })
    .from(churchGroupMembers)
    .innerJoin(members, eq(members.id, churchGroupMembers.memberId))
    .where(and(eq(churchGroupMembers.groupId, groupId), after))
    .orderBy(...groupMemberKeys.orderBy())
    .limit(q.limit + 1);
  return {
    rows: rows.slice(0, q.limit),
    nextCursor: groupMemberKeys.next(rows, q.limit, (row) => [row.rank, row.nameKey, row.memberId]),
  };
}

export async function findGroupMember(db: Executor, groupId: string, memberId: string) {
  const [row] = await db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      photo: members.photo,
      role: churchGroupMembers.role,
      joinedAt: churchGroupMembers.joinedAt,
    })
    .from(churchGroupMembers)
    .innerJoin(members, eq(members.id, churchGroupMembers.memberId))
    .where(and(eq(churchGroupMembers.groupId, groupId), eq(churchGroupMembers.memberId, memberId)));
  return row ?? null;
}

/** A member as group membership needs them: their locale and endorsement; null when none. */
export async function findMemberRef(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      localeId: members.currentLocaleId,
      endorsed: members.endorsed,
      userId: members.userId,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** Adds the member to the group, or sets their role when they are in it. */
export async function upsertGroupMember(
  db: Executor,
  values: { groupId: string; memberId: string; role: string; addedBy: string },
) {
  await db
    .insert(churchGroupMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [churchGroupMembers.groupId, churchGroupMembers.memberId],
      set: { role: values.role },
    });
}

/** Adds the member to the group; one already in it keeps their role. */
export async function insertGroupMemberIfAbsent(
  db: Executor,
  values: { groupId: string; memberId: string; role: string; addedBy: string },
) {
  await db.insert(churchGroupMembers).values(values).onConflictDoNothing();
}

export async function deleteGroupMember(db: Executor, groupId: string, memberId: string) {
  await db
    .delete(churchGroupMembers)
    .where(and(eq(churchGroupMembers.groupId, groupId), eq(churchGroupMembers.memberId, memberId)));
}

/** The groups the member leads. */
export async function groupIdsLedBy(db: Executor, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ groupId: churchGroupMembers.groupId })
    .from(churchGroupMembers)
    .where(and(eq(churchGroupMembers.memberId, memberId), eq(churchGroupMembers.role, 'leader')));
  return rows.map((r) => r.groupId);
}
