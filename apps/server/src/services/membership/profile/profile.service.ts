import { profileSchema, type Completeness, type Profile, type PublicProfile } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { isSuperAdmin, type Actor } from '../../../lib/actor.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { ReadCache } from '../../../lib/read-cache.ts';
import { canActOnMember, type MemberScope } from '../../../access/member-access.ts';
import type { EndorsementsService } from '../endorsements/endorsements.service.ts';
import type { MemberRecord } from '../members/members.service.ts';
import type { ProfileProgress } from '../profile-sections/profile-sections.service.ts';
import {
  findLocaleContact,
  findLocaleEndorsers,
  findProfileSource,
  findPublicProfile,
} from './profile.repository.ts';

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
    personalData: Boolean(
      m.firstName && m.lastName && m.birthDate && m.gender && m.mobile && m.civilStatus && m.currentLocale,
    ),
    profilePhoto: Boolean(m.photo),
    // A current address, an entry, or "none to add" ticked: one query for all of them (one statement with the record: findProfileSource).
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

// The app's profile cache (lib/read-caches.ts) holds these.
declare module '../../../lib/read-caches.ts' {
  interface CachedEntries {
    profiles: CachedProfile;
  }
}

/** The profile answer as the response serialiser would write it (checked against the contract), once per entry. */
export function profileJson(found: CachedProfile): string {
  found.json ??= JSON.stringify(profileSchema.parse(found.profile));
  return found.json;
}

/** The features a profile reads besides its own statement (record and progress): a registration's rejection. */
export interface ProfileSources {
  endorsements: EndorsementsService;
}

export function createProfileService(db: Database, cache: ReadCache<CachedProfile>, sources: ProfileSources) {
  const { endorsements } = sources;
  async function endorsementOf(record: MemberRecord): Promise<Profile['endorsement']> {
    if (record.member.endorsed) return null;
    const [contact, admins, rejection] = await Promise.all([
      findLocaleContact(db, record.locale.id),
      findLocaleEndorsers(db, record.locale.id),
      endorsements.rejectionOf(record.member.id),
    ]);
    return {
      rejection,
      localeName: record.locale.name,
      localeEmail: contact?.email ?? null,
      localePhone: contact?.phone ?? null,
      // Names only: an admin's e-mail is their sign-in name, and the office contact above is how to reach them.
      admins: admins.map((a) => ({
        name: [a.firstName, a.lastName].filter(Boolean).join(' ') || 'Locale admin',
      })),
    };
  }

  async function load(by: 'id' | 'userId', key: string): Promise<CachedProfile | null> {
    const source = await findProfileSource(db, by, key);
    if (!source) return null;
    const { record, progress } = source;
    const { districtId: _district, ...locale } = record.locale;
    const profile: Profile = {
      member: record.member,
      userType: record.userType,
      locale,
      completeness: completenessOf(record, progress),
      noneToAdd: progress.noneToAdd,
      endorsement: await endorsementOf(record),
    };
    return { record, profile };
  }

  /** As `myProfile`, with the cached entry (for `profileJson`). */
  async function myProfileEntry(actor: Actor): Promise<CachedProfile> {
    const found = await cache.get(`user:${actor.userId}`, () => load('userId', actor.userId));
    if (!found) throw notFound('Your member record');
    return found;
  }

  /** As `profileByMemberId`, with the cached entry (for `profileJson`). */
  async function profileByMemberIdEntry(actor: Actor, memberId: string): Promise<CachedProfile> {
    const found = await cache.get(`member:${memberId}`, () => load('id', memberId));
    // Refuse before saying whether the member exists, so ids outside the scope reveal nothing.
    if (!found) {
      if (isSuperAdmin(actor)) throw notFound('The member');
      throw forbidden('This member is outside your scope');
    }
    if (!canActOnMember(actor, 'view', scopeOf(found.record)))
      throw forbidden('This member is outside your scope');
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
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
