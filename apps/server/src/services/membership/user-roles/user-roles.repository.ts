import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/executor.ts';
import { districts, flocks, locales, roleAssignments, users } from '../../../db/schema/index.ts';

/** A user's grants with the name of each scope (flock, locale or district). */
export async function listGrants(db: Executor, userId: string) {
  return db
    .select({
      id: roleAssignments.id,
      role: roleAssignments.role,
      scopeType: roleAssignments.scopeType,
      scopeId: roleAssignments.scopeId,
      scopeName: sql<string | null>`coalesce(${flocks.name}, ${locales.name}, ${districts.name})`,
      createdAt: roleAssignments.createdAt,
    })
    .from(roleAssignments)
    .leftJoin(flocks, and(eq(roleAssignments.scopeType, 'flock'), eq(flocks.id, roleAssignments.scopeId)))
    .leftJoin(locales, and(eq(roleAssignments.scopeType, 'locale'), eq(locales.id, roleAssignments.scopeId)))
    .leftJoin(
      districts,
      and(eq(roleAssignments.scopeType, 'district'), eq(districts.id, roleAssignments.scopeId)),
    )
    .where(eq(roleAssignments.userId, userId))
    .orderBy(asc(roleAssignments.createdAt), asc(roleAssignments.id));
}

/** The type of the user's account (a person's `member` or `admin`, a device's `kiosk`); null for no user. */
export async function findUserType(db: Executor, userId: string) {
  const [row] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId));
  return row?.userType ?? null;
}

export async function findGrant(db: Executor, userId: string, grantId: string) {
  const [row] = await db
    .select()
    .from(roleAssignments)
    .where(and(eq(roleAssignments.id, grantId), eq(roleAssignments.userId, userId)));
  return row ?? null;
}

/** Inserts the grant; null when the user already holds it. */
export async function insertGrant(db: Executor, values: typeof roleAssignments.$inferInsert) {
  const [row] = await db
    .insert(roleAssignments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: roleAssignments.id });
  return row ?? null;
}

export async function deleteGrant(db: Executor, grantId: string) {
  await db.delete(roleAssignments).where(eq(roleAssignments.id, grantId));
}

export async function findDistrict(db: Executor, districtId: string) {
  const [row] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
  return row ?? null;
}

/** Deletes the user's grants over the locale and over its flocks; answers what was removed. */
export async function deleteLocaleGrants(db: Executor, userId: string, localeId: string) {
  return queryRows<{ id: string; role: string; scopeType: string; scopeId: string }>(
    db,
    sql`delete from role_assignments r
         where r.user_id = ${userId}
           and ((r.scope_type = 'locale' and r.scope_id = ${localeId})
             or (r.scope_type = 'flock' and r.scope_id in (select f.id from flocks f where f.locale_id = ${localeId})))
     returning r.id, r.role, r.scope_type as "scopeType", r.scope_id as "scopeId"`,
  );
}
