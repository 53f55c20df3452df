import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  addressLabels,
  educationLevels,
  noneToAddSections,
  relationships,
  skillLevels,
  spiritualKinds,
} from '@congregate/contracts';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { locales } from './organization.ts';
import { oneOf } from './value-lists.ts';

/** `'a', 'b'` for a CHECK constraint, from the enumeration in the contracts (plain identifiers only). */

/** Columns every profile-section entry has: its id, its member, when it was written and its version. */
const entryColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised on every UPDATE by the `*_record_versions` migration's trigger (`If-Match` of `PUT`/`DELETE`). */
  version: integer('version').notNull().default(1),
});

export const memberSpirituals = pgTable(
  'member_spirituals',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    ...entryColumns(),
    kind: text('kind').notNull(),
    date: date('date').notNull(),
    place: text('place'),
    officiant: text('officiant'),
    notes: text('notes'),
  },
  (t) => [
    index('member_spirituals_member_idx').on(t.memberId, t.date),
    check('member_spirituals_kind_valid', oneOf(t.kind, spiritualKinds)),
  ],
);

export const memberAddresses = pgTable(
  'member_addresses',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    ...entryColumns(),
    label: text('label').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    province: text('province'),
    postalCode: text('postal_code'),
    countryId: text('country_id').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [
    index('member_addresses_member_idx').on(t.memberId),
    // At most one current address per member.
    uniqueIndex('member_addresses_one_current')
      .on(t.memberId)
      .where(sql`${t.isCurrent}`),
    check('member_addresses_label_valid', oneOf(t.label, addressLabels)),
    check('member_addresses_country_iso', sql`${t.countryId} ~ '^[A-Z]{2}$'`),
  ],
);

export const memberRelatives = pgTable(
  'member_relatives',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    ...entryColumns(),
    relationship: text('relationship').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date'),
    mobile: text('mobile'),
    /** The relative's own member record, when they are a member too. */
    relativeMemberId: uuid('relative_member_id').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('member_relatives_member_idx').on(t.memberId),
    index('member_relatives_relative_idx').on(t.relativeMemberId),
    check('member_relatives_relationship_valid', oneOf(t.relationship, relationships)),
    check('member_relatives_mobile_e164', sql`${t.mobile} is null or ${t.mobile} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check(
      'member_relatives_not_self',
      sql`${t.relativeMemberId} is null or ${t.relativeMemberId} <> ${t.memberId}`,
    ),
  ],
);

export const memberJobSpecs = pgTable(
  'member_job_specs',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    ...entryColumns(),
    duty: text('duty').notNull(),
    ministry: text('ministry'),
    since: date('since'),
    until: date('until'),
  },
  (t) => [
    index('member_job_specs_member_idx').on(t.memberId),
    check(
      'member_job_specs_period',
      sql`${t.since} is null or ${t.until} is null or ${t.since} <= ${t.until}`,
    ),
  ],
);

export const memberSkills = pgTable(
  'member_skills',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    ...entryColumns(),
    name: text('name').notNull(),
    category: text('category'),
    level: text('level'),
  },
  (t) => [
    index('member_skills_member_idx').on(t.memberId),
    check('member_skills_level_valid', sql`${t.level} is null or ${oneOf(t.level, skillLevels)}`),
  ],
);

export const memberEducations = pgTable(
  'member_educations',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    ...entryColumns(),
    level: text('level').notNull(),
    school: text('school').notNull(),
    course: text('course'),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    graduated: boolean('graduated').notNull().default(false),
  },
  (t) => [
    index('member_educations_member_idx').on(t.memberId),
    check('member_educations_level_valid', oneOf(t.level, educationLevels)),
    // The app keeps the tighter "current year + 10"; the database keeps a sane bound.
    check(
      'member_educations_years_range',
      sql`${t.yearFrom} between 1900 and 2200 and ${t.yearTo} between 1900 and 2200`,
    ),
    check(
      'member_educations_years_order',
      sql`${t.yearFrom} is null or ${t.yearTo} is null or ${t.yearFrom} <= ${t.yearTo}`,
    ),
  ],
);

export const memberWorkExperiences = pgTable(
  'member_work_experiences',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    ...entryColumns(),
    employer: text('employer').notNull(),
    position: text('position').notNull(),
    countryId: text('country_id'),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to'),
    current: boolean('current').notNull().default(false),
  },
  (t) => [
    index('member_work_experiences_member_idx').on(t.memberId),
    check(
      'member_work_experiences_country_iso',
      sql`${t.countryId} is null or ${t.countryId} ~ '^[A-Z]{2}$'`,
    ),
    check('member_work_experiences_period', sql`${t.dateTo} is null or ${t.dateFrom} <= ${t.dateTo}`),
    check('member_work_experiences_current_open', sql`not (${t.current} and ${t.dateTo} is not null)`),
  ],
);

/** A member's locale history: one row per move (written by transfers). */
export const memberDestinations = pgTable(
  'member_destinations',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Null for the member's first locale. */
    fromLocaleId: uuid('from_locale_id').references(() => locales.id, { onDelete: 'set null' }),
    toLocaleId: uuid('to_locale_id')
      .notNull()
      .references(() => locales.id),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_destinations_member_idx').on(t.memberId, t.movedAt),
    check(
      'member_destinations_moves',
      sql`${t.fromLocaleId} is null or ${t.fromLocaleId} <> ${t.toLocaleId}`,
    ),
  ],
);

/** Per-member side-menu choices, e.g. "none to add" for a list section. */
export const memberSectionFlags = pgTable(
  'member_section_flags',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    noneToAdd: boolean('none_to_add').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.section] }),
    check('member_section_flags_section_valid', oneOf(t.section, noneToAddSections)),
  ],
);
