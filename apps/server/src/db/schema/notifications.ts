import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { locales } from './organization.ts';

/**
 * In-app notices (transfer accepted/declined…): to one user, or to the admins of a locale. The
 * notifications service delivers and marks them read; the changes that cause them record them.
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
