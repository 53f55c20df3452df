import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { flocks, locales, members } from '../db/schema/index.ts';
import type { MemberScope } from './member-access.ts';

/** Where a member sits (locale, district, flock), for the policy check before any of their data is read. */
export async function findMemberScope(db: Executor, memberId: string): Promise<MemberScope | null> {
  const [row] = await db
    .select({
      memberId: members.id,
      localeId: members.currentLocaleId,
      districtId: locales.districtId,
      flockId: members.flockId,
    })
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** A locale with its district, for scope checks. */
export async function findLocaleRef(db: Executor, localeId: string) {
  const [row] = await db
    .select({ id: locales.id, districtId: locales.districtId, name: locales.name })
    .from(locales)
    .where(eq(locales.id, localeId));
  return row ?? null;
}

/** A flock with its locale and district, for scope checks. */
export async function findFlockRef(db: Executor, flockId: string) {
  const [row] = await db
    .select({ id: flocks.id, localeId: flocks.localeId, districtId: locales.districtId })
    .from(flocks)
    .innerJoin(locales, eq(locales.id, flocks.localeId))
    .where(eq(flocks.id, flockId));
  return row ?? null;
}

/** Where the member record of a user account sits, for scope checks on the account (roles, access). */
export async function findUserMemberScope(db: Executor, userId: string): Promise<MemberScope | null> {
  const [row] = await db
    .select({
      memberId: members.id,
      localeId: members.currentLocaleId,
      districtId: locales.districtId,
      flockId: members.flockId,
    })
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(eq(members.userId, userId));
  return row ?? null;
}
