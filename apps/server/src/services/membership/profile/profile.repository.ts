import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { locales, members, roleAssignments, users } from '../../../db/schema/index.ts';
import {
  memberColumns,
  progressColumns,
  progressOf,
  toMemberRecord,
  type MemberRecord,
  withRecordJoins,
  type ProfileProgress,
} from '../../../lib/member-record.ts';

function profileQuery(db: Executor, by: 'id' | 'userId') {
  return withRecordJoins(
    db
      .select({ ...memberColumns, ...progressColumns })
      .from(members)
      .$dynamic(),
  )
    .where(eq(by === 'id' ? members.id : members.userId, sql.placeholder('key')))
    .limit(1)
    .prepare(by === 'id' ? 'profile_by_member_id' : 'profile_by_user_id');
}
type ProfileQuery = ReturnType<typeof profileQuery>;
// Prepared once per database (named statements on PostgreSQL: parsed and planned once per connection).
const preparedProfileQueries = new WeakMap<Executor, Record<'id' | 'userId', ProfileQuery>>();

/** The member record and its side-menu progress in one statement: what a profile is made of, by member or account. */
export async function findProfileSource(
  db: Executor,
  by: 'id' | 'userId',
  key: string,
): Promise<{ record: MemberRecord; progress: ProfileProgress } | null> {
  let prepared = preparedProfileQueries.get(db);
  if (!prepared) {
    prepared = { id: profileQuery(db, 'id'), userId: profileQuery(db, 'userId') };
    preparedProfileQueries.set(db, prepared);
  }
  const [row] = await prepared[by].execute({ key });
  return row ? { record: toMemberRecord(row), progress: progressOf(row) } : null;
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
