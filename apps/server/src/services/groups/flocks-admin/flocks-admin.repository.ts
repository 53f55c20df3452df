import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { awards, flocks, joinRequests, locales, members, roleAssignments } from '../../../db/schema/index.ts';

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

/** A locale's flocks by name (case-blind) and id, after the cursor's `[lower(name), id]`. */
export async function listFlocks(
  db: Executor,
  q: { localeId: string; search?: string; includeArchived: boolean; after?: [string, string]; limit: number },
) {
  const pattern = q.search ? `%${likeEscape(q.search.toLowerCase())}%` : null;
  return db
    .select(flockColumns)
    .from(flocks)
    .where(
      and(
        eq(flocks.localeId, q.localeId),
        q.includeArchived ? undefined : isNull(flocks.archivedAt),
        pattern
          ? or(sql`lower(${flocks.name}) like ${pattern}`, sql`lower(${flocks.cluster}) like ${pattern}`)
          : undefined,
        q.after
          ? or(
              gt(sql`lower(${flocks.name})`, q.after[0]),
              and(eq(sql`lower(${flocks.name})`, q.after[0]), gt(flocks.id, q.after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(sql`lower(${flocks.name})`, asc(flocks.id))
    .limit(q.limit);
}

export type FlockRow = Awaited<ReturnType<typeof listFlocks>>[number];

/** One flock with its locale's district; `lock` holds the row until the transaction ends. */
export async function findFlockRow(db: Executor, flockId: string, lock = false) {
  const query = db
    .select({ ...flockColumns, districtId: locales.districtId })
    .from(flocks)
    .innerJoin(locales, eq(locales.id, flocks.localeId))
    .where(eq(flocks.id, flockId));
  const [row] = lock ? await query.for('update', { of: flocks }) : await query;
  return row ?? null;
}

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

/** Whether another flock of the locale has the name (case-blind). */
export async function flockNameTaken(db: Executor, localeId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: flocks.id })
    .from(flocks)
    .where(
      and(
        eq(flocks.localeId, localeId),
        sql`lower(${flocks.name}) = lower(${name})`,
        exceptId ? sql`${flocks.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
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

export async function deleteFlock(db: Executor, flockId: string) {
  await db.delete(flocks).where(eq(flocks.id, flockId));
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

/** Whether anything refers to the flock: a member (endorsed or not), an award or a join request. */
export async function flockHasHistory(db: Executor, flockId: string): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select (
      exists (select 1 from ${members} where ${members.flockId} = ${flockId})
      or exists (select 1 from ${awards} where ${awards.flockId} = ${flockId})
      or exists (select 1 from ${joinRequests} where ${joinRequests.flockId} = ${flockId})
    ) as used`,
  );
  return row?.used ?? false;
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
