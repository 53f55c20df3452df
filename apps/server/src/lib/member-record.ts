import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { clusterOf, noneToAddSections, type Member, type NoneToAddSection } from '@congregate/contracts';
import {
  checkIns,
  flocks,
  locales,
  memberAddresses,
  memberEducations,
  memberRelatives,
  members,
  memberSectionFlags,
  memberSkills,
  memberSpirituals,
  memberWorkExperiences,
  users,
} from '../db/schema/index.ts';
import type { Executor } from '../db/executor.ts';

/**
 * The member record that the profile and the admin features answer with (the member, their locale, their
 * account type), and the side menu's progress, as columns of one select from `members` — so the profile, the
 * hottest read, is one statement.
 */
export const memberColumns = {
  id: members.id,
  customId: members.customId,
  userId: members.userId,
  salutation: members.salutation,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  type: members.type,
  currentLocale: members.currentLocaleId,
  currentLocaleName: locales.name,
  localeCountryId: locales.countryId,
  localeTimeZone: locales.timeZone,
  localeDistrictId: locales.districtId,
  endorsed: members.endorsed,
  endorsedBy: members.endorsedBy,
  endorsedAt: members.endorsedAt,
  photo: members.photo,
  flockId: members.flockId,
  flockName: flocks.name,
  birthDate: members.birthDate,
  gender: members.gender,
  mobile: members.mobile,
  civilStatus: members.civilStatus,
  weddingDate: members.weddingDate,
  middleName: members.middleName,
  suffix: members.suffix,
  nickname: members.nickname,
  nationality: members.nationality,
  bloodType: members.bloodType,
  emergencyContactName: members.emergencyContactName,
  emergencyContactMobile: members.emergencyContactMobile,
  emergencyContactRelationship: members.emergencyContactRelationship,
  version: members.version,
  userType: users.userType,
  passwordChangedAt: users.passwordChangedAt,
};

export interface MemberRecord {
  member: Member;
  locale: { id: string; name: string; countryId: string; timeZone: string; districtId: string | null };
  userType: 'member' | 'admin' | 'kiosk';
  passwordChangedAt: Date | null;
}

/** Joins what the record shows (locale, flock, account) to a dynamic select from `members` of `memberColumns`. */
export function withRecordJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(locales, eq(locales.id, members.currentLocaleId))
    .leftJoin(flocks, eq(flocks.id, members.flockId))
    .leftJoin(users, eq(users.id, members.userId));
}

/** The member record's select, joined (a dynamic query: callers add their condition). */
export const selectMemberRecord = (db: Executor) =>
  withRecordJoins(db.select(memberColumns).from(members).$dynamic());
type MemberRow = Awaited<ReturnType<typeof selectMemberRecord>>[number];

export function toMemberRecord(row: MemberRow): MemberRecord {
  return {
    member: {
      id: row.id,
      customId: row.customId,
      userId: row.userId,
      salutation: row.salutation,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      type: row.type as Member['type'],
      currentLocale: row.currentLocale,
      currentLocaleName: row.currentLocaleName,
      endorsed: row.endorsed,
      endorsedBy: row.endorsedBy,
      endorsedAt: row.endorsedAt?.toISOString() ?? null,
      photo: row.photo,
      flockId: row.flockId,
      flockName: row.flockName,
      cluster: clusterOf(row.flockName),
      birthDate: row.birthDate,
      gender: row.gender as Member['gender'],
      mobile: row.mobile,
      civilStatus: row.civilStatus as Member['civilStatus'],
      weddingDate: row.weddingDate,
      middleName: row.middleName,
      suffix: row.suffix,
      nickname: row.nickname,
      nationality: row.nationality,
      bloodType: row.bloodType as Member['bloodType'],
      emergencyContactName: row.emergencyContactName,
      emergencyContactMobile: row.emergencyContactMobile,
      emergencyContactRelationship: row.emergencyContactRelationship,
      version: row.version,
    },
    locale: {
      id: row.currentLocale,
      name: row.currentLocaleName,
      countryId: row.localeCountryId,
      timeZone: row.localeTimeZone,
      districtId: row.localeDistrictId,
    },
    userType: row.userType ?? 'member',
    passwordChangedAt: row.passwordChangedAt,
  };
}

/** Which list sections count as done for the side menu. */
export type SectionPresence = Record<NoneToAddSection, boolean>;

/** Everything the side menu needs beyond the member row: list sections done, attendance, "none to add" switches. */
export interface ProfileProgress {
  sections: SectionPresence;
  /** At least one check-in. */
  myAttendance: boolean;
  noneToAdd: Record<NoneToAddSection, boolean>;
}

/** A profile-section table as the progress reads it: entries belonging to a member. */
type SectionTable = PgTable & { memberId: AnyPgColumn };

/** Which list sections have an entry (the address book: a current address), for the member of the outer row. */
const hasEntry = (table: SectionTable, extra?: SQL) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.memberId} = ${members.id}${extra ? sql` and ${extra}` : sql``})`;

/**
 * The side menu's progress as columns of a select from `members` (correlated to each member row, no
 * parameters), so the member record and its progress can be read in one statement: which sections have an
 * entry, whether the member ever checked in, and the sections ticked "none to add" (one probe of the flags).
 */
export const progressColumns = {
  hasAddressBook: hasEntry(memberAddresses, sql`${memberAddresses.isCurrent}`),
  hasFamilyBackground: hasEntry(memberRelatives),
  hasEducationalBackground: hasEntry(memberEducations),
  hasWorkExperiences: hasEntry(memberWorkExperiences),
  hasSkills: hasEntry(memberSkills),
  hasSpiritualJourney: hasEntry(memberSpirituals),
  myAttendance: sql<boolean>`exists (select 1 from ${checkIns} where ${checkIns.memberId} = ${members.id})`,
  ticked: sql<string[] | null>`(select array_agg(${memberSectionFlags.section}) from ${memberSectionFlags}
    where ${memberSectionFlags.memberId} = ${members.id} and ${memberSectionFlags.noneToAdd})`,
};

export type ProgressRow = { [K in keyof typeof progressColumns]: (typeof progressColumns)[K]['_']['type'] };

const hasColumn: Record<NoneToAddSection, Exclude<keyof ProgressRow, 'myAttendance' | 'ticked'>> = {
  addressBook: 'hasAddressBook',
  familyBackground: 'hasFamilyBackground',
  educationalBackground: 'hasEducationalBackground',
  workExperiences: 'hasWorkExperiences',
  skills: 'hasSkills',
  spiritualJourney: 'hasSpiritualJourney',
};

/** The progress read by `progressColumns`: a list section is done when it has an entry or was ticked. */
export function progressOf(row: ProgressRow): ProfileProgress {
  const ticked = new Set(row.ticked ?? []);
  const bySection = (pick: (section: NoneToAddSection) => boolean) =>
    Object.fromEntries(noneToAddSections.map((section) => [section, pick(section)])) as Record<
      NoneToAddSection,
      boolean
    >;
  return {
    sections: bySection((section) => row[hasColumn[section]] || ticked.has(section)),
    myAttendance: row.myAttendance,
    noneToAdd: bySection((section) => ticked.has(section)),
  };
}

/** The progress of a member with nothing filled in. */
export const emptyProgress: ProgressRow = {
  hasAddressBook: false,
  hasFamilyBackground: false,
  hasEducationalBackground: false,
  hasWorkExperiences: false,
  hasSkills: false,
  hasSpiritualJourney: false,
  myAttendance: false,
  ticked: null,
};
