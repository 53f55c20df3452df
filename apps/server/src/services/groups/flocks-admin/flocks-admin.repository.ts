import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { awards, flocks, joinRequests, members, roleAssignments } from '../../../db/schema/index.ts';
import { archivableList } from '../../../lib/archivable-list.ts';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Written out whole: drizzle leaves a column of the outer table unqualified inside a selected expression.
const endorsedMembersOf = sql<number>`(select count(*)::int from members m where m.flock_id = flocks.id and m.endorsed)`;

const flockColumns = {
  id: flocks.id,
  localeId: flocks.localeId,
  name: flocks.name,
  cluster: flocks.cluster,
  clusterName: flocks.clusterName,
  archivedAt: flocks.archivedAt,
  memberCount: endorsedMembersOf,
};

/** A locale's flocks: kept archived, not deleted, while a member (endorsed or not), an award or a join request names them. */
export const flockList = archivableList(flocks, {
  references: [members.flockId, awards.flockId, joinRequests.flockId],
  actions: { archive: 'flock.archive', delete: 'flock.delete' },
});

/** A page of a locale's flocks by name (case-blind) and id; `search` in the name or the cluster. */
export async function listFlocks(
  db: Executor,
  q: { localeId: string; search?: string; includeArchived: boolean; cursor?: string; limit: number },
) {
  const pattern = q.search ? `%${likeEscape(q.search.toLowerCase())}%` : null;
  return flockList.page(
    db,
    flockColumns,
    q,
    pattern
      ? or(sql`lower(${flocks.name}) like ${pattern}`, sql`lower(${flocks.cluster}) like ${pattern}`)
      : undefined,
  );
}

export type FlockRow = Awaited<ReturnType<typeof listFlocks>>['rows'][number];

/** One flock with its locale's district; `lock` holds the row until the transaction ends. */
export const findFlockRow = (db: Executor, flockId: string, lock = false) =>
  flockList.find(db, flockColumns, flockId, lock);

/** The leaders and assistants of the flocks: their members' names and photos. */
export async function staffOf(db: Executor, flockIds: string[]) {
  if (flockIds.length === 0) return [];
  return (
    db
      .select({
        flockId: roleAssignments.scopeId,
        userId: roleAssignments.userId,
        memberId: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        photo: members.photo,
        position: roleAssignments.position,
      })
      .from(roleAssignments)
      .innerJoin(members, eq(members.userId, roleAssignments.userId))
      .where(and(eq(roleAssignments.role, 'flock_leader'), inArray(roleAssignments.scopeId, flockIds)))
      // Leaders before assistants.
      .orderBy(
        sql`coalesce(${roleAssignments.position}, 'leader') = 'assistant'`,
        asc(members.lastName),
        asc(members.firstName),
      )
  );
}

/** Members proposed as staff: their account, locale and endorsement. */
export async function staffCandidates(db: Executor, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({
      memberId: members.id,
      userId: members.userId,
      localeId: members.currentLocaleId,
      endorsed: members.endorsed,
    })
    .from(members)
    .where(inArray(members.id, memberIds));
}

export async function insertFlock(
  db: Executor,
  values: { localeId: string; name: string; clusterName: string | null },
): Promise<string> {
  const [row] = await db.insert(flocks).values(values).returning({ id: flocks.id });
  return row!.id;
}

export async function updateFlock(
  db: Executor,
  flockId: string,
  values: Partial<{ name: string; clusterName: string | null; archivedAt: Date | null }>,
) {
  if (Object.keys(values).length > 0) await db.update(flocks).set(values).where(eq(flocks.id, flockId));
}

/** Replaces the flock's staff: its `flock_leader` grants, with their positions. */
export async function replaceStaff(
  db: Executor,
  flockId: string,
  staff: { userId: string; position: string }[],
  by: string,
) {
  await db
    .delete(roleAssignments)
    .where(and(eq(roleAssignments.role, 'flock_leader'), eq(roleAssignments.scopeId, flockId)));
  if (staff.length === 0) return;
  await db.insert(roleAssignments).values(
    staff.map((s) => ({
      userId: s.userId,
      role: 'flock_leader',
      scopeType: 'flock',
      scopeId: flockId,
      position: s.position,
      createdBy: by,
    })),
  );
}

/** The locale's clusters (archived flocks left out) with their flock and endorsed member counts. */
export async function listClusters(db: Executor, localeId: string) {
  return db
    .select({
      name: flocks.cluster,
      flockCount: sql<number>`count(distinct ${flocks.id})::int`,
      memberCount: sql<number>`count(${members.id})::int`,
    })
    .from(flocks)
    .leftJoin(members, and(eq(members.flockId, flocks.id), eq(members.endorsed, true)))
    .where(and(eq(flocks.localeId, localeId), isNull(flocks.archivedAt)))
    .groupBy(flocks.cluster)
    .orderBy(asc(flocks.cluster));
}
