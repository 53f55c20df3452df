import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { districts, flocks, locales, members, roleAssignments, users } from '../../../db/schema/index.ts';

/** A locale with its district's name, or null. */
export async function findLocaleWithDistrict(db: Executor, localeId: string) {
  const [row] = await db
    .select({
      id: locales.id,
      name: locales.name,
      countryId: locales.countryId,
      districtName: districts.name,
      line1: locales.addressLine1,
      line2: locales.addressLine2,
      city: locales.city,
      province: locales.province,
      postalCode: locales.postalCode,
      phone: locales.phone,
      email: locales.email,
      timeZone: locales.timeZone,
      serviceSchedule: locales.serviceSchedule,
      districtId: locales.districtId,
      checkInOpensMinutes: locales.checkInOpensMinutes,
    })
    .from(locales)
    .leftJoin(districts, eq(districts.id, locales.districtId))
    .where(eq(locales.id, localeId));
  return row ?? null;
}

export async function countLocaleFlocks(db: Executor, localeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(flocks).where(eq(flocks.localeId, localeId));
  return Number(row?.n ?? 0);
}

/**
 * Who looks after the locale: its locale admins and finance officers, and the leaders of its flocks —
 * names and roles only. Disabled accounts are left out, and so are the grants of a member not yet
 * endorsed (they count only for an admin account, as in the permission checks).
 */
export async function listLocaleOfficers(db: Executor, localeId: string) {
  return db
    .select({
      role: roleAssignments.role,
      firstName: members.firstName,
      lastName: members.lastName,
      flockName: flocks.name,
    })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .innerJoin(members, eq(members.userId, users.id))
    .leftJoin(flocks, and(eq(roleAssignments.role, 'flock_leader'), eq(flocks.id, roleAssignments.scopeId)))
    .where(
      and(
        isNull(users.disabledAt),
        or(eq(members.endorsed, true), eq(users.userType, 'admin')),
        or(
          and(
            inArray(roleAssignments.role, ['locale_admin', 'finance']),
            eq(roleAssignments.scopeType, 'locale'),
            eq(roleAssignments.scopeId, localeId),
          ),
          and(eq(roleAssignments.role, 'flock_leader'), eq(flocks.localeId, localeId)),
        ),
      ),
    )
    .orderBy(
      sql`case ${roleAssignments.role} when 'locale_admin' then 0 when 'finance' then 1 else 2 end`,
      asc(flocks.name),
      asc(members.lastName),
      asc(members.firstName),
    );
}

/** Sets how many minutes before a gathering the locale's check-in opens. */
export async function updateCheckInOpensMinutes(db: Executor, localeId: string, minutes: number) {
  await db.update(locales).set({ checkInOpensMinutes: minutes }).where(eq(locales.id, localeId));
}
