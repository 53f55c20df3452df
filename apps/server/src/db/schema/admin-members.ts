import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { locales } from './organization.ts';

/*
 * Name search (issue 4) also relies on objects drizzle cannot describe, created by the custom migration
 * `*_search.sql`: the pg_trgm and unaccent extensions and the IMMUTABLE `congregate_unaccent(text)`,
 * `congregate_member_search_text(...)` and `congregate_name_key(...)` functions, which fill the stored
 * columns `members.search_text` (GIN trigram index) and `members.name_key`.
 */

/**
 * A registration an admin turned down: the member stays pending (not endorsed), is left out of the
 * endorsement list, and sees the reason on the not-authorized page. Endorsing later removes the row.
 */
export const registrationRejections = pgTable(
  'registration_rejections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id),
    reason: text('reason').notNull(),
    rejectedBy: uuid('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the reason was sent (the member's e-mail at the time), null when they had none. */
    notifiedEmail: text('notified_email'),
  },
  (t) => [
    uniqueIndex('registration_rejections_member_unique').on(t.memberId),
    check('registration_rejections_reason_not_blank', sql`btrim(${t.reason}) <> ''`),
  ],
);

/**
 * In-app notices (transfer accepted/declined…): to one user, or to the admins of a locale. The
 * notifications service will deliver and mark them read; issue 4 only records them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    localeId: uuid('locale_id').references(() => locales.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_locale_idx').on(t.localeId, t.createdAt),
    check('notifications_has_audience', sql`${t.userId} is not null or ${t.localeId} is not null`),
  ],
);
