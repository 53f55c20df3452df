import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dependantRelationships, familyLinkRelationships } from '@congregate/contracts';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { memberAddresses, memberRelatives } from './profile-sections.ts';
import { oneOf } from './value-lists.ts';

/*
 * Households and family links (issue 18, membership service). A household gathers members (of any locale) and
 * dependants without a member record under a head; a member belongs to at most one. A family link joins an entry
 * of a member's family background to the relative's own member record, once the relative accepts.
 */

export const households = pgTable(
  'households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The head: decides join requests, edits the household; null only while the last member leaves. */
    headMemberId: uuid('head_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The household's address: one of its members' addresses … */
    addressId: uuid('address_id').references(() => memberAddresses.id, { onDelete: 'set null' }),
    /** … or its own (used when `address_id` is null). */
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    countryId: text('country_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('households_head_idx').on(t.headMemberId),
    check('households_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('households_country_iso', sql`${t.countryId} is null or ${t.countryId} ~ '^[A-Z]{2}$'`),
  ],
);

/** The members of a household; the unique member id keeps everyone in at most one household. */
export const householdMembers = pgTable(
  'household_members',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('household_members_one_household').on(t.memberId),
    index('household_members_household_idx').on(t.householdId),
  ],
);

/** People of the household without a member record (children, mostly). */
export const householdDependants = pgTable(
  'household_dependants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    relationship: text('relationship').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('household_dependants_household_idx').on(t.householdId),
    check('household_dependants_relationship_valid', oneOf(t.relationship, dependantRelationships)),
  ],
);

/**
 * A request about a household: `join` (a member asks; the head decides) or `invite` (the head invites a member
 * by id or a person by e-mail; the invitee decides — an e-mail invitation finds its member when they sign in).
 */
export const householdRequests = pgTable(
  'household_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The member who would join (asker of a join, invitee of an invitation by member). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** An invitation by e-mail (lower-cased), until it is matched to a member. */
    email: text('email'),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('household_requests_household_idx').on(t.householdId, t.status),
    index('household_requests_member_idx').on(t.memberId, t.status),
    index('household_requests_email_idx').on(t.email),
    // One pending request per household and person.
    uniqueIndex('household_requests_one_pending_member')
      .on(t.householdId, t.memberId)
      .where(sql`${t.status} = 'pending' and ${t.memberId} is not null`),
    uniqueIndex('household_requests_one_pending_email')
      .on(t.householdId, t.email)
      .where(sql`${t.status} = 'pending' and ${t.email} is not null`),
    check('household_requests_kind_valid', sql`${t.kind} in ('join', 'invite')`),
    check(
      'household_requests_status_valid',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
    check('household_requests_someone', sql`${t.memberId} is not null or ${t.email} is not null`),
  ],
);

/**
 * A member asks a relative (by their member record) to confirm a family link: accepted, the asker's family
 * background entry points at the relative's record and the relative gets the mirrored entry pointing back.
 */
export const familyRequests = pgTable(
  'family_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromMemberId: uuid('from_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    toMemberId: uuid('to_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The asker's family-background entry the link completes (made when they had none). */
    relativeEntryId: uuid('relative_entry_id').references(() => memberRelatives.id, { onDelete: 'set null' }),
    /** From the asker's side: the relative is their spouse, parent, child or sibling. */
    relationship: text('relationship').notNull(),
    /** Spouses: the wedding date set on both when accepted. */
    weddingDate: date('wedding_date', { mode: 'string' }),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('family_requests_to_idx').on(t.toMemberId, t.status),
    index('family_requests_from_idx').on(t.fromMemberId, t.status),
    uniqueIndex('family_requests_one_pending')
      .on(t.fromMemberId, t.toMemberId)
      .where(sql`${t.status} = 'pending'`),
    check('family_requests_relationship_valid', oneOf(t.relationship, familyLinkRelationships)),
    check(
      'family_requests_status_valid',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
    check('family_requests_not_self', sql`${t.fromMemberId} <> ${t.toMemberId}`),
  ],
);
