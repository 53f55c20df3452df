import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RecordBoardPosters } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import {
  churchGroupMembers,
  districts,
  flocks,
  gifts,
  householdMembers,
  households,
  locales,
  members,
  recordBoardSettings,
  roleAssignments,
  users,
  videos,
} from '../db/schema/index.ts';
import type { VideoAudience } from '@congregate/contracts';
import type { Role, ScopeType, UserType } from '../lib/actor-types.ts';
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

/**
 * Where a member sits, with their row locked until the transaction ends: the scope check of a write reads
 * the place the write will act on, and no transfer or merge can move the member before it commits.
 */
export async function lockMemberScope(tx: Executor, memberId: string): Promise<MemberScope | null> {
  const [row] = await tx
    .select({
      memberId: members.id,
      localeId: members.currentLocaleId,
      districtId: locales.districtId,
      flockId: members.flockId,
    })
    .from(members)
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(eq(members.id, memberId))
    .for('update', { of: members });
  return row ?? null;
}

/** A locale with its district, for scope checks. */
export async function findLocaleRef(db: Executor, localeId: string) {
  const [row] = await db
    .select({
      id: locales.id,
      districtId: locales.districtId,
      name: locales.name,
      countryId: locales.countryId,
    })
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

/** The roles a user account holds, each with the locale and district its scope sits in; null for no account. */
export async function findAccountRoles(db: Executor, userId: string) {
  const [account] = await db
    .select({ userType: users.userType, endorsed: members.endorsed })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) return null;
  const flockLocales = alias(locales, 'flock_locales');
  const rows = await db
    .select({
      role: roleAssignments.role,
      scopeType: roleAssignments.scopeType,
      scopeId: roleAssignments.scopeId,
      localeId: sql<string | null>`coalesce(${locales.id}, ${flockLocales.id})`,
      districtId: sql<string | null>`case when ${roleAssignments.scopeType} = 'district'
        then ${roleAssignments.scopeId} else coalesce(${locales.districtId}, ${flockLocales.districtId}) end`,
    })
    .from(roleAssignments)
    .leftJoin(locales, and(eq(roleAssignments.scopeType, 'locale'), eq(locales.id, roleAssignments.scopeId)))
    .leftJoin(flocks, and(eq(roleAssignments.scopeType, 'flock'), eq(flocks.id, roleAssignments.scopeId)))
    .leftJoin(flockLocales, eq(flockLocales.id, flocks.localeId))
    .where(eq(roleAssignments.userId, userId));
  return {
    userType: account.userType as UserType,
    endorsed: account.endorsed ?? false,
    roles: rows.map((row) => ({ ...row, role: row.role as Role, scopeType: row.scopeType as ScopeType })),
  };
}

/** The locales of these flocks (the flocks a leader leads), for rules about a locale's leaders. */
export async function localesOfFlocks(db: Executor, flockIds: readonly string[]): Promise<string[]> {
  if (flockIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ localeId: flocks.localeId })
    .from(flocks)
    .where(inArray(flocks.id, [...flockIds]));
  return rows.map((r) => r.localeId);
}

/** The member's role in a church group (`leader`, `member`), or null when they are not in it. */
export async function findGroupRole(db: Executor, memberId: string, groupId: string): Promise<string | null> {
  const [row] = await db
    .select({ role: churchGroupMembers.role })
    .from(churchGroupMembers)
    .where(and(eq(churchGroupMembers.groupId, groupId), eq(churchGroupMembers.memberId, memberId)));
  return row?.role ?? null;
}

/** Who may post on a locale's record board (its setting; `admins` when it has none). */
export async function findWhoMayPost(db: Executor, localeId: string): Promise<RecordBoardPosters> {
  const [row] = await db
    .select({ whoMayPost: recordBoardSettings.whoMayPost })
    .from(recordBoardSettings)
    .where(eq(recordBoardSettings.localeId, localeId));
  return (row?.whoMayPost as RecordBoardPosters | undefined) ?? 'admins';
}

/** Where a gift sits (its locale and district) and who gave it, for the gift rule (`gift-access.ts`). */
export async function findGiftPlace(db: Executor, giftId: string) {
  const [row] = await db
    .select({
      id: gifts.id,
      memberId: gifts.memberId,
      localeId: gifts.localeId,
      districtId: locales.districtId,
    })
    .from(gifts)
    .innerJoin(locales, eq(locales.id, gifts.localeId))
    .where(eq(gifts.id, giftId));
  return row ?? null;
}

/** Whether the district exists (a video's audience, `video-access.ts`). */
export async function districtExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, id));
  return row !== undefined;
}

/**
 * Where a video sits for the video rule (`video-access.ts`): its audience, locale or district, the district of its
 * locale, and when it is published; `lock`: its row locked until the transaction ends.
 */
export async function findVideoPlace(db: Executor, videoId: string, lock = false) {
  const query = db
    .select({
      id: videos.id,
      audience: videos.audience,
      localeId: videos.localeId,
      districtId: videos.districtId,
      localeDistrictId: locales.districtId,
      publishedAt: videos.publishedAt,
    })
    .from(videos)
    .leftJoin(locales, eq(locales.id, videos.localeId))
    .where(eq(videos.id, videoId));
  const [row] = await (lock ? query.for('update', { of: videos }) : query);
  return row ? { ...row, audience: row.audience as VideoAudience } : null;
}

/**
 * Where a household's members sit (longest-standing first) and who heads it, for the household rule
 * (`household-access.ts`); null for no household.
 */
export async function findHouseholdPlace(db: Executor, householdId: string) {
  const [household] = await db
    .select({ id: households.id, headMemberId: households.headMemberId })
    .from(households)
    .where(eq(households.id, householdId));
  if (!household) return null;
  const rows = await db
    .select({ memberId: members.id, localeId: members.currentLocaleId, districtId: locales.districtId })
    .from(householdMembers)
    .innerJoin(members, eq(members.id, householdMembers.memberId))
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.joinedAt), asc(members.id));
  return { ...household, members: rows };
}
