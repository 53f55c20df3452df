import { and, asc, eq, sql } from 'drizzle-orm';
import { samePerson } from '../../../db/same-person.ts';
import type { Executor } from '../../../db/executor.ts';
import { locales, members } from '../../../db/schema/index.ts';
import { localeRowsIn } from '../../../access/scope-sql.ts';
import type { AdminScope } from '../../../access/scope.ts';

/** The ids of the locales an admin scope covers (null: every locale). */
export async function localeIdsIn(db: Executor, scope: AdminScope): Promise<string[] | null> {
  if (scope.all) return null;
  const rows = await db
    .select({ id: locales.id })
    .from(locales)
    .where(localeRowsIn(scope, sql`${locales.id}`));
  return rows.map((row) => row.id);
}

/**
 * Members of the locale who may be this person: the same name (accent- and case-blind) and the same mobile or
 * e-mail (case-blind). None when neither is known.
 */
export async function findMemberNamesakes(
  db: Executor,
  person: {
    localeId: string;
    firstName: string;
    lastName: string;
    mobile: string | null;
    email: string | null;
  },
) {
  const same = samePerson({ nameKey: members.nameKey, mobile: members.mobile, email: members.email }, person);
  if (!same) return [];
  return db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      customId: members.customId,
    })
    .from(members)
    .where(and(eq(members.currentLocaleId, person.localeId), same))
    .orderBy(asc(members.nameKey), asc(members.id))
    .limit(20);
}

/** A member a PEP may be merged into: their first name, e-mail and account, or null when gone. */
export async function findMergeTarget(db: Executor, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      email: members.email,
      userId: members.userId,
      localeId: members.currentLocaleId,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** The IANA time zone of a locale (a baptism's date is the date on its clock). */
export async function findLocaleTimeZone(db: Executor, localeId: string): Promise<string> {
  const [row] = await db.select({ timeZone: locales.timeZone }).from(locales).where(eq(locales.id, localeId));
  return row?.timeZone ?? 'UTC';
}
