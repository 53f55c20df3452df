import { sql } from 'drizzle-orm';
import { check, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { locales } from './organization.ts';

/**
 * Endorsed members per locale and flock, kept by a trigger on `members` (migration 0024,
 * `congregate_member_counts`): every insert, deletion, endorsement, transfer and change of flock moves the
 * counts in the same transaction. The admin dashboard reads these instead of counting a million members
 * (issue 20). Rows that fall to zero stay (a flock's row comes back to life with its next member).
 */
export const memberCounts = pgTable(
  'member_counts',
  {
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    /** Null: members without a flock. No foreign key: a removed flock's members move to null by the trigger. */
    flockId: uuid('flock_id'),
    endorsed: integer('endorsed').notNull(),
  },
  (t) => [
    unique('member_counts_group_unique').on(t.localeId, t.flockId).nullsNotDistinct(),
    check('member_counts_endorsed', sql`${t.endorsed} >= 0`),
  ],
);
