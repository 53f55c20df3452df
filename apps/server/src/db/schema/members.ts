import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { flocks, locales } from './organization.ts';
import { civilStatuses, genders, memberTypes } from '@congregate/contracts';
import { oneOf } from './value-lists.ts';

/*
 * Name search (issue 4) also relies on objects drizzle cannot describe, created by the custom migration
 * `*_search.sql`: the pg_trgm and unaccent extensions and the IMMUTABLE `congregate_unaccent(text)`,
 * `congregate_member_search_text(...)` and `congregate_name_key(...)` functions, which fill the stored
 * columns `members.search_text` (GIN trigram index) and `members.name_key`.
 */

/** Source of the member numbers people see (`customId`, e.g. M0000123). */
export const memberNumberSeq = pgSequence('member_number_seq', { startWith: 1 });

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customId: text('custom_id')
      .notNull()
      .default(sql`'M' || lpad(nextval('member_number_seq')::text, 7, '0')`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    salutation: text('salutation'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    type: text('type').notNull().default('member'),
    currentLocaleId: uuid('current_locale_id')
      .notNull()
      .references(() => locales.id),
    flockId: uuid('flock_id').references(() => flocks.id, { onDelete: 'set null' }),
    endorsed: boolean('endorsed').notNull().default(false),
    endorsedBy: uuid('endorsed_by').references(() => users.id, { onDelete: 'set null' }),
    endorsedAt: timestamp('endorsed_at', { withTimezone: true }),
    photo: text('photo'),
    birthDate: date('birth_date'),
    gender: text('gender'),
    mobile: text('mobile'),
    civilStatus: text('civil_status'),
    /** For the wedding anniversaries among a flock's celebrants. */
    weddingDate: date('wedding_date'),
    middleName: text('middle_name'),
    suffix: text('suffix'),
    nickname: text('nickname'),
    /** ISO 3166-1 alpha-2. */
    nationality: text('nationality'),
    bloodType: text('blood_type'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactMobile: text('emergency_contact_mobile'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    /** The member QR card's version: re-issuing the card raises it, and older cards stop working. */
    cardVersion: integer('card_version').notNull().default(1),
    /** When the current card was issued (the token's `iat`, so the same card always gives the same token). */
    cardIssuedAt: timestamp('card_issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The record's version (the `ETag` of its reads, `If-Match` of its edits): a trigger of the
     * `*_record_versions` migration raises it on every UPDATE, whoever writes.
     */
    version: integer('version').notNull().default(1),
    /**
     * What the admin search matches (name, e-mail, member id, mobile; lower case, no accents), kept by the
     * database so a search never strips accents row by row; the functions come from the `*_search` migration.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`congregate_member_search_text(first_name, last_name, email, custom_id, mobile)`,
    ),
    /** The "name" sort key: last name, first name, lower case, no accents. */
    nameKey: text('name_key').generatedAlwaysAs(sql`congregate_name_key(first_name, last_name)`),
  },
  (t) => [
    uniqueIndex('members_custom_id_unique').on(t.customId),
    index('members_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('members_name_key_id_idx').on(t.nameKey, t.id),
    index('members_email_lower_idx').on(sql`lower(${t.email})`),
    index('members_mobile_idx').on(t.mobile),
    uniqueIndex('members_user_unique').on(t.userId),
    index('members_locale_idx').on(t.currentLocaleId, t.lastName, t.firstName),
    index('members_flock_idx').on(t.flockId),
    // Registrations waiting for endorsement, by locale and age (the dashboard's count and the endorsement list,
    // issue 20): a few thousand entries where a million members would be scanned.
    index('members_waiting_idx')
      .on(t.currentLocaleId, t.createdAt, t.id)
      .where(sql`not ${t.endorsed}`),
    check('members_type_valid', oneOf(t.type, memberTypes)),
    check('members_gender_valid', sql`${t.gender} is null or ${oneOf(t.gender, genders)}`),
    check(
      'members_civil_status_valid',
      sql`${t.civilStatus} is null or ${oneOf(t.civilStatus, civilStatuses)}`,
    ),
    check('members_names_not_blank', sql`btrim(${t.firstName}) <> '' and btrim(${t.lastName}) <> ''`),
    check(
      'members_endorsement_complete',
      sql`(${t.endorsed} and ${t.endorsedAt} is not null) or (not ${t.endorsed} and ${t.endorsedAt} is null)`,
    ),
    check('members_mobile_e164', sql`${t.mobile} is null or ${t.mobile} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check(
      'members_emergency_mobile_e164',
      sql`${t.emergencyContactMobile} is null or ${t.emergencyContactMobile} ~ '^\\+[1-9][0-9]{6,14}$'`,
    ),
    check('members_card_version_positive', sql`${t.cardVersion} >= 1`),
    check('members_nationality_iso', sql`${t.nationality} is null or ${t.nationality} ~ '^[A-Z]{2}$'`),
    check(
      'members_blood_type_valid',
      sql`${t.bloodType} is null or ${t.bloodType} in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')`,
    ),
  ],
);
