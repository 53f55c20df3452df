import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { requestStatuses } from '@congregate/contracts';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { locales } from './organization.ts';
import { oneOf } from './value-lists.ts';

/**
 * A request to move a member to another locale: made by the member (`edit-member-locale`) or an admin;
 * the receiving locale's admin accepts or declines it (issue 4 adds those calls on the same row).
 */
export const transferRequests = pgTable(
  'transfer_requests',
  {
    /** The locale of its member when it was asked (the locale it leaves), filled by the database from it when an insert leaves it out (migration 0021);
     * it does not move. The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fromLocaleId: uuid('from_locale_id')
      .notNull()
      .references(() => locales.id),
    toLocaleId: uuid('to_locale_id')
      .notNull()
      .references(() => locales.id),
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    // One open transfer per member at a time.
    uniqueIndex('transfer_requests_one_pending')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('transfer_requests_member_idx').on(t.memberId, t.requestedAt),
    // The inboxes of the receiving and the sending locale.
    index('transfer_requests_to_idx').on(t.toLocaleId, t.status),
    index('transfer_requests_from_idx').on(t.fromLocaleId, t.status),
    check('transfer_requests_status_valid', oneOf(t.status, requestStatuses)),
    check('transfer_requests_moves', sql`${t.fromLocaleId} <> ${t.toLocaleId}`),
  ],
);

/**
 * A request to change a member's e-mail address: the new address takes effect only once confirmed
 * through a link (issue 4 sets `token_hash` and confirms on the same row).
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
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
    newEmail: text('new_email').notNull(),
    status: text('status').notNull().default('pending'),
    /** SHA-256 of the confirmation link's token, once a link is sent. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('email_change_requests_one_pending')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('email_change_requests_token_unique')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    index('email_change_requests_member_idx').on(t.memberId, t.requestedAt),
    check('email_change_requests_status_valid', oneOf(t.status, requestStatuses)),
    check('email_change_requests_email_not_blank', sql`btrim(${t.newEmail}) <> ''`),
  ],
);
