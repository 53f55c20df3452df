import { eq, inArray } from 'drizzle-orm';
import {
  profileSchema,
  roleLabels,
  roleRank,
  type Completeness,
  type Profile,
  type PublicProfile,
  type RoleGrant,
  type UserAccess,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { districts, flocks, locales, members, roleAssignments, users } from '../../../db/schema/index.ts';
import { permissionsOf, type Actor, type Grant } from '../../../lib/actor.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { ReadCache } from '../../../lib/read-cache.ts';
import {
  findLocaleContact,
  findLocaleEndorsers,
  findMemberById,
  findMemberByUserId,
  findPublicProfile,
  type MemberRecord,
} from '../members/members.repository.ts';
import { canActOnMember, type MemberScope } from '../../../access/member-access.ts';
import { canViewUserAccess } from '../user-access/user-access.policy.ts';
import { findProfileProgress, type ProfileProgress } from '../profile-sections/profile-sections.repository.ts';
import { findRejection } from '../member-detail/member-detail.repository.ts';

const scopeOf = (record: MemberRecord): MemberScope => ({
  memberId: record.member.id,
  localeId: record.locale.id,
  districtId: record.locale.districtId,
  flockId: record.member.flockId,
});

/** Side-menu completeness (DESIGN.md section 5) from the member record and which list sections are done. */
export function completenessOf(record: MemberRecord, progress: ProfileProgress): Completeness {
  const m = record.member;
  const sections = progress.sections;
  return {
    personalData: Boolean(m.firstName && m.lastName && m.birthDate && m.gender && m.mobile && m.civilStatus && m.currentLocale),
    profilePhoto: Boolean(m.photo),
    // A current address, an entry, or "none to add" ticked: one query for all of them (findProfileProgress).
    addressBook: sections.addressBook,
    familyBackground: sections.familyBackground,
    educationalBackground: sections.educationalBackground,
    workExperiences: sections.workExperiences,
    skills: sections.skills,
    // At least one check-in (same query).
    myAttendance: progress.myAttendance,
    changePassword: record.passwordChangedAt !== null,
    spiritualJourney: sections.spiritualJourney,
  };
}

/** A member's profile answer with the record its scope checks need; shared by concurrent callers, never mutated. */
export interface CachedProfile {
  record: MemberRecord;
  profile: Profile;
  /** The answer as checked and serialised once (`profileJson`). */
  json?: string;
}

/** The profile answer as the response serialiser would write it (checked against the contract), once per entry. */
export function profileJson(found: CachedProfile): string {
  found.json ??= JSON.stringify(profileSchema.parse(found.profile));
  return found.json;
}

export function createProfileService(db: Database, cache: ReadCache<CachedProfile>) {
  async function endorsementOf(record: MemberRecord): Promise<Profile['endorsement']> {
    if (record.member.endorsed) return null;
    const [contact, admins, rejection] = await Promise.all([
      findLocaleContact(db, record.locale.id),
      findLocaleEndorsers(db, record.locale.id),
      findRejection(db, record.member.id),
    ]);
    return {
      rejection: rejection ? { reason: rejection.reason, rejectedAt: rejection.rejectedAt.toISOString() } : null,
      localeName: record.locale.name,
      localeEmail: contact?.email ?? null,
      localePhone: contact?.phone ?? null,
      admins: admins.map((a) => ({
        name: [a.firstName, a.lastName].filter(Boolean).join(' ') || a.email,
        email: a.email,
      })),
    };
  }

  async function toProfile(record: MemberRecord): Promise<Profile> {
    const [progress, endorsement] = await Promise.all([
      findProfileProgress(db, record.member.id),
      endorsementOf(record),
    ]);
    const { districtId: _district, ...locale } = record.locale;
    return {
      member: record.member,
      userType: record.userType,
      locale,
      completeness: completenessOf(record, progress),
      noneToAdd: progress.noneToAdd,
      endorsement,
    };
  }

  async function load(finding: Promise<MemberRecord | null>): Promise<CachedProfile | null> {
    const record = await finding;
    return record ? { record, profile: await toProfile(record) } : null;
  }

  /** As `myProfile`, with the cached entry (for `profileJson`). */
  async function myProfileEntry(actor: Actor): Promise<CachedProfile> {
    const found = await cache.get(`user:${actor.userId}`, () => load(findMemberByUserId(db, actor.userId)));
    if (!found) throw notFound('Your member record');
    return found;
  }

  /** As `profileByMemberId`, with the cached entry (for `profileJson`). */
  async function profileByMemberIdEntry(actor: Actor, memberId: string): Promise<CachedProfile> {
    const found = await cache.get(`member:${memberId}`, () => load(findMemberById(db, memberId)));
    // Refuse before saying whether the member exists, so ids outside the scope reveal nothing.
    if (!found) {
      if (actor.grants.some((g) => g.role === 'super_admin')) throw notFound('The member');
      throw forbidden('This member is outside your scope');
    }
    if (!canActOnMember(actor, 'view', scopeOf(found.record))) throw forbidden('This member is outside your scope');
    return found;
  }

  return {
    async myProfile(actor: Actor): Promise<Profile> {
      return (await myProfileEntry(actor)).profile;
    },

    async profileByMemberId(actor: Actor, memberId: string): Promise<Profile> {
      return (await profileByMemberIdEntry(actor, memberId)).profile;
    },

    myProfileEntry,
    profileByMemberIdEntry,

    async publicProfile(memberId: string): Promise<PublicProfile> {
      const row = await findPublicProfile(db, memberId);
      if (!row) throw notFound('The member');
      return {
        id: row.id,
        displayName: `${row.firstName} ${row.lastName.charAt(0)}.`.trim(),
        photo: row.photo,
        localeName: row.localeName,
      };
    },

    async userAccess(actor: Actor, userId: string): Promise<UserAccess> {
      const target = userId === actor.userId ? null : await findMemberByUserId(db, userId);
      if (!canViewUserAccess(actor, userId, target ? scopeOf(target) : null)) {
        throw forbidden("Only an admin over this user may read their access");
      }
      const [user] = await db
        .select({ id: users.id, userType: users.userType, memberId: members.id })
        .from(users)
        .leftJoin(members, eq(members.userId, users.id))
        .where(eq(users.id, userId));
      if (!user) throw notFound('The user');
      const grants = await db
        .select({ role: roleAssignments.role, scopeType: roleAssignments.scopeType, scopeId: roleAssignments.scopeId })
        .from(roleAssignments)
        .where(eq(roleAssignments.userId, userId));
      const roles = await nameScopes(db, grants as Grant[]);
      const permissions = permissionsOf(grants as Grant[]);
      const widest = roleRank.find((role) => grants.some((g) => g.role === role)) ?? 'member';
      return {
        userId: user.id,
        memberId: user.memberId,
        userType: user.userType,
        group: { name: widest, label: roleLabels[widest] },
        roles,
        permissions,
        isAdmin: permissions.includes('admin.access'),
      };
    },
  };
}

async function nameScopes(db: Database, grants: Grant[]): Promise<RoleGrant[]> {
  const ids = (type: Grant['scopeType']) =>
    grants.filter((g) => g.scopeType === type && g.scopeId).map((g) => g.scopeId!);
  const [flockRows, localeRows, districtRows] = await Promise.all([
    ids('flock').length ? db.select({ id: flocks.id, name: flocks.name }).from(flocks).where(inArray(flocks.id, ids('flock'))) : [],
    ids('locale').length
      ? db.select({ id: locales.id, name: locales.name }).from(locales).where(inArray(locales.id, ids('locale')))
      : [],
    ids('district').length
      ? db.select({ id: districts.id, name: districts.name }).from(districts).where(inArray(districts.id, ids('district')))
      : [],
  ]);
  const names = new Map([...flockRows, ...localeRows, ...districtRows].map((r) => [r.id, r.name]));
  return grants.map((g) => ({
    role: g.role,
    scopeType: g.scopeType,
    scopeId: g.scopeId,
    scopeName: g.scopeId ? (names.get(g.scopeId) ?? null) : null,
  }));
}
export type ProfileService = ReturnType<typeof createProfileService>;
