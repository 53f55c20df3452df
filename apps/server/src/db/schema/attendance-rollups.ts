import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { gatherings } from './attendance.ts';
import { locales } from './organization.ts';

/**
 * Attendance roll-ups (issue 11): per gathering, how many of each flock and member type came and how many of them
 * for the first time. Reports read these instead of the check-ins. Written only by the attendance-reports
 * feature, which recomputes a gathering's rows whole when it is marked dirty (see `attendance_dirty`).
 */
export const attendanceDaily = pgTable(
  'attendance_daily',
  {
    gatheringId: uuid('gathering_id')
      .notNull()
      .references(() => gatherings.id, { onDelete: 'cascade' }),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id),
    /** The gathering's start as a date on its locale's wall clock. */
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * The flock the members were in when the gathering was rolled up (null: none, or a flock of another locale).
     * No foreign key: a removed flock's history stays under its id.
     */
    flockId: uuid('flock_id'),
    /** The flock's cluster then (`No Cluster` without a flock). */
    cluster: text('cluster').notNull(),
    memberType: text('member_type').notNull(),
    present: integer('present').notNull(),
    /** Check-ins that were the member's first check-in ever. */
    firstTimers: integer('first_timers').notNull(),
  },
  (t) => [
    unique('attendance_daily_group_unique').on(t.gatheringId, t.flockId, t.memberType).nullsNotDistinct(),
    index('attendance_daily_locale_day_idx').on(t.localeId, t.day),
    check('attendance_daily_counts', sql`${t.present} > 0 and ${t.firstTimers} between 0 and ${t.present}`),
  ],
);

/**
 * The gatherings whose roll-up was computed, and when. A recompute locks its gathering's row here first, so two
 * recomputes of one gathering (the chore and a report read) run one after the other and the later one sees
 * every check-in the earlier one saw.
 */
export const attendanceRollups = pgTable('attendance_rollups', {
  gatheringId: uuid('gathering_id')
    .primaryKey()
    .references(() => gatherings.id, { onDelete: 'cascade' }),
  localeId: uuid('locale_id')
    .notNull()
    .references(() => locales.id),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Gatherings whose check-ins changed since their roll-up: a row per changing statement, written by triggers on
 * `check_ins` (and on `gatherings` for a new time or title). Plain inserts, no unique key, so a check-in never
 * waits on another one, and a marker whose check-in is not yet committed is never taken away by a recompute
 * that could not see it. No foreign keys: a gathering deleted with its check-ins leaves markers that the next
 * recompute clears.
 */
export const attendanceDirty = pgTable(
  'attendance_dirty',
  {
    localeId: uuid('locale_id').notNull(),
    gatheringId: uuid('gathering_id').notNull(),
  },
  (t) => [index('attendance_dirty_locale_gathering_idx').on(t.localeId, t.gatheringId)],
);
