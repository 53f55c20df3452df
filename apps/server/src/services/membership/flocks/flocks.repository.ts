import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { flocks, locales, members, roleAssignments, users } from '../../../db/schema/index.ts';

export async function listFlocksOfLocale(db: Executor, localeId: string) {
  return (
    db
      .select({ id: flocks.id, localeId: flocks.localeId, name: flocks.name, cluster: flocks.cluster })
      .from(flocks)
      // Archived flocks keep their history but are not offered.
      .where(and(eq(flocks.localeId, localeId), isNull(flocks.archivedAt)))
      .orderBy(asc(flocks.cluster), asc(flocks.name))
  );
}

export async function findLocaleName(db: Executor, localeId: string) {
  const [row] = await db.select({ name: locales.name }).from(locales).where(eq(locales.id, localeId));
  return row?.name ?? null;
}

export async function findFlock(db: Executor, flockId: string) {
  const [row] = await db
    .select({
      id: flocks.id,
      localeId: flocks.localeId,
      name: flocks.name,
      cluster: flocks.cluster,
      archivedAt: flocks.archivedAt,
      localeName: locales.name,
      districtId: locales.districtId,
    })
    .from(flocks)
    .innerJoin(locales, eq(locales.id, flocks.localeId))
    .where(eq(flocks.id, flockId));
  return row ?? null;
}

export async function countFlockMembers(db: Executor, flockId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.flockId, flockId), eq(members.endorsed, true)));
  return Number(row?.n ?? 0);
}

export async function findFlockLeaders(db: Executor, flockId: string) {
  return db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      // A flock leader grant without a position is the flock's leader.
      position: sql<'leader' | 'assistant'>`coalesce(${roleAssignments.position}, 'leader')`,
    })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .innerJoin(members, eq(members.userId, users.id))
    .where(and(eq(roleAssignments.role, 'flock_leader'), eq(roleAssignments.scopeId, flockId)))
    .orderBy(sql`coalesce(${roleAssignments.position}, 'leader') = 'assistant'`, asc(members.lastName));
}
