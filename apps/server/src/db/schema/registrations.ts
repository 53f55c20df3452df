import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { locales } from './organization.ts';

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
