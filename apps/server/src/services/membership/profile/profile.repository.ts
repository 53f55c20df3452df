import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { flocks, locales, members, roleAssignments, users } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/client.ts';
import { runShaped, shapedStatement } from '../../../db/executor.ts';
import { rawColumns, timestampsOf } from '../../../db/raw-columns.ts';
import {
  memberColumns,
  progressColumns,
  progressOf,
  toMemberRecord,
  type MemberRecord,
  type ProfileProgress,
} from '../../../lib/member-record.ts';

const profileColumns = { ...memberColumns, ...progressColumns };
/** The record's timestamps (`endorsedAt`, `passwordChangedAt`): written as ISO text, read back as `Date`s. */
const timestampAliases = timestampsOf(profileColumns);

/**
 * The profile statement as raw SQL, rendered once per way of finding the member (by id, by account): dates and
 * timestamps as text, so both drivers answer alike, and prepared by name on both (`runShaped`).
 */
function profileStatement(by: 'id' | 'userId') {
  return shapedStatement(
    'profile',
    by,
    () => sql`select ${rawColumns(profileColumns)}
        from ${members}
        inner join ${locales} on ${locales.id} = ${members.currentLocaleId}
        left join ${flocks} on ${flocks.id} = ${members.flockId}
        left join ${users} on ${users.id} = ${members.userId}
       where ${by === 'id' ? members.id : members.userId} = ${sql.placeholder('key')}
       limit 1`,
  );
}

/** The member record and its side-menu progress in one statement: what a profile is made of, by member or account. */
export async function findProfileSource(
  db: Database,
  by: 'id' | 'userId',
  key: string,
): Promise<{ record: MemberRecord; progress: ProfileProgress } | null> {
  const [row] = await runShaped<Record<string, unknown>>(db, profileStatement(by), { key });
  if (!row) return null;
  for (const alias of timestampAliases) if (row[alias] !== null) row[alias] = new Date(row[alias] as string);
  const typed = row as Parameters<typeof toMemberRecord>[0] & Parameters<typeof progressOf>[0];
  return { record: toMemberRecord(typed), progress: progressOf(typed) };
}

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
