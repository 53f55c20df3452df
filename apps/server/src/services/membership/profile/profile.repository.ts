import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { locales, members, roleAssignments, users } from '../../../db/schema/index.ts';

/** What an unauthenticated invitation page may show: display name, photo, locale name. */
export async function findPublicProfile(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      photo: members.photo,
      localeName: locales.name,
    })
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(and(eq(members.id, id), eq(members.endorsed, true)))
    .limit(1);
  return row ?? null;
}

/** Names of the admins who endorse registrations in a locale (not their sign-in addresses). */
export async function findLocaleEndorsers(db: Executor, localeId: string) {
  return db
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .leftJoin(members, eq(members.userId, users.id))
    .where(
      and(
        eq(roleAssignments.role, 'locale_admin'),
        eq(roleAssignments.scopeType, 'locale'),
        eq(roleAssignments.scopeId, localeId),
        sql`${users.disabledAt} is null`,
      ),
    )
    .orderBy(asc(members.lastName));
}

export async function findLocaleContact(db: Executor, localeId: string) {
  const [row] = await db
    .select({ name: locales.name, email: locales.email, phone: locales.phone })
    .from(locales)
    .where(eq(locales.id, localeId));
  return row ?? null;
}
