import { sql } from 'drizzle-orm';
import {
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
  awardKinds,
  awardPeriods,
  awardRecipientTypes,
  categoryKinds,
  groupJoinPolicies,
  groupMemberRoles,
  groupTypes,
  joinRequestStatuses,
  recordBoardAttachmentTypes,
  recordBoardPosters,
} from '@congregate/contracts';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { flocks, locales } from './organization.ts';
import { oneOf } from './value-lists.ts';

/**
 * The group config service's tables (issue 15). Flocks live in `organization.ts` (a member's flock is
 * `members.flock_id`; its leaders and assistants are `flock_leader` role assignments with a `position`).
 */

/** Groups a locale runs besides its flocks: choir, ushers, youth, music ministry… */
export const churchGroups = pgTable(
  'church_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    joinPolicy: text('join_policy').notNull().default('request'),
    /** Set instead of deleting a group that has members or history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('church_groups_locale_name_unique').on(t.localeId, sql`lower(${t.name})`),
    check('church_groups_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('church_groups_type_valid', oneOf(t.type, groupTypes)),
    check('church_groups_join_policy_valid', oneOf(t.joinPolicy, groupJoinPolicies)),
  ],
);

/** Who belongs to a group, and who leads it. */
export const churchGroupMembers = pgTable(
  'church_group_members',
  {
    /** The locale of its group, filled by the database from it when an insert leaves it out (migration 0021);
     * it does not move. The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    groupId: uuid('group_id')
      .notNull()
      .references(() => churchGroups.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.memberId] }),
    index('church_group_members_member_idx').on(t.memberId),
    check('church_group_members_role_valid', oneOf(t.role, groupMemberRoles)),
  ],
);

/** A member's request to join a flock or a group (`group-register`), decided by its leader or a locale admin. */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The locale of the flock or group asked for (scope of the admins who may decide). */
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    flockId: uuid('flock_id').references(() => flocks.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => churchGroups.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    /** Why it was declined (told to the member). */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('join_requests_one_target', sql`(${t.flockId} is null) <> (${t.groupId} is null)`),
    check('join_requests_status_valid', oneOf(t.status, joinRequestStatuses)),
    check('join_requests_decision_complete', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    /** One open request per member and flock or group. */
    uniqueIndex('join_requests_pending_unique')
      .on(t.memberId, sql`coalesce(${t.flockId}, ${t.groupId})`)
      .where(sql`${t.status} = 'pending'`),
    index('join_requests_flock_idx').on(t.flockId, t.status),
    index('join_requests_group_idx').on(t.groupId, t.status),
    index('join_requests_locale_idx').on(t.localeId, t.status, t.createdAt),
    index('join_requests_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Notes a flock leader keeps about a member: read by the leaders of the member's flock and admins of their locale only. */
export const memberNotes = pgTable(
  'member_notes',
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
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_notes_member_idx').on(t.memberId, t.createdAt.desc()),
    check('member_notes_body_not_blank', sql`btrim(${t.body}) <> ''`),
  ],
);

/**
 * Awards of a locale's members and flocks for a month or a year: computed ones (`computed_at` set, replaced
 * whole when their period is computed again) and those an admin gives by hand (`manual`, with a note).
 */
export const awards = pgTable(
  'awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** First day of the month or year awarded. */
    periodStart: date('period_start').notNull(),
    recipientType: text('recipient_type').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    flockId: uuid('flock_id').references(() => flocks.id, { onDelete: 'cascade' }),
    /** A manual award's title ("Faithful servant"); computed ones are named by their kind. */
    title: text('title'),
    note: text('note'),
    /** What won it: check-ins, a rise in check-ins, invites, baptisms, or an attendance rate in per mille. */
    score: integer('score'),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    givenBy: uuid('given_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('awards_kind_valid', oneOf(t.kind, awardKinds)),
    check('awards_period_valid', oneOf(t.period, awardPeriods)),
    check('awards_recipient_type_valid', oneOf(t.recipientType, awardRecipientTypes)),
    check(
      'awards_one_recipient',
      sql`(${t.recipientType} = 'member' and ${t.memberId} is not null and ${t.flockId} is null)
        or (${t.recipientType} = 'flock' and ${t.flockId} is not null and ${t.memberId} is null)`,
    ),
    check('awards_manual_titled', sql`${t.kind} <> 'manual' or (btrim(coalesce(${t.title}, '')) <> '')`),
    check('awards_computed_not_manual', sql`(${t.kind} = 'manual') = (${t.computedAt} is null)`),
    check(
      'awards_period_start',
      sql`extract(day from ${t.periodStart}) = 1 and (${t.period} = 'month' or extract(month from ${t.periodStart}) = 1)`,
    ),
    uniqueIndex('awards_computed_unique')
      .on(t.localeId, t.kind, t.period, t.periodStart, sql`coalesce(${t.memberId}, ${t.flockId})`)
      .where(sql`${t.kind} <> 'manual'`),
    index('awards_locale_period_idx').on(t.localeId, t.period, t.periodStart),
    index('awards_member_idx').on(t.memberId),
    index('awards_flock_idx').on(t.flockId),
  ],
);

/** The categories of the one category picker (`category-popover`): record-board entries, videos. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Null: a category every locale shares (made by a super admin). */
    localeId: uuid('locale_id').references(() => locales.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A Mantine colour name for the badge. */
    color: text('color').notNull().default('blue'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_kind_locale_name_unique').on(
      t.kind,
      sql`coalesce(${t.localeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    check('categories_kind_valid', oneOf(t.kind, categoryKinds)),
    check('categories_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
);

/** A locale's record board ("RRB"): dated entries with a category, a body and attachments. */
export const recordBoardEntries = pgTable(
  'record_board_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    entryDate: date('entry_date').notNull(),
    body: text('body').notNull().default(''),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Accent- and case-blind title and body, for the board's search (set by the server). */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_board_entries_locale_date_idx').on(t.localeId, t.entryDate.desc(), t.id.desc()),
    index('record_board_entries_category_idx').on(t.categoryId),
    check('record_board_entries_title_not_blank', sql`btrim(${t.title}) <> ''`),
  ],
);

/** Files attached to record-board entries: uploaded first (no entry yet), attached when the entry is saved. */
export const recordBoardAttachments = pgTable(
  'record_board_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').references(() => recordBoardEntries.id, { onDelete: 'cascade' }),
    /** Where the file storage keeps it. */
    fileKey: text('file_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_board_attachments_entry_idx').on(t.entryId),
    index('record_board_attachments_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.entryId} is null`),
    check('record_board_attachments_type_valid', oneOf(t.contentType, recordBoardAttachmentTypes)),
  ],
);

/** Per locale: who may post on the record board (admins when there is no row). */
export const recordBoardSettings = pgTable(
  'record_board_settings',
  {
    localeId: uuid('locale_id')
      .primaryKey()
      .references(() => locales.id, { onDelete: 'cascade' }),
    whoMayPost: text('who_may_post').notNull().default('admins'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('record_board_settings_posters_valid', oneOf(t.whoMayPost, recordBoardPosters))],
);
