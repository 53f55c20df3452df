import { sql } from 'drizzle-orm';
import { check, index, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checkInMethods } from '@congregate/contracts';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { locales } from './organization.ts';

/**
 * One occurrence of a worship service or meeting at a locale (e.g. Sunday worship 9:00): made from the
 * locale's weekly schedule when first needed (`schedule_slot` set), or added by an admin (ad-hoc).
 */
export const gatherings = pgTable(
  'gatherings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id),
    /** The title (`title` in the calls). */
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    kind: text('kind').notNull().default('worship'),
    /**
     * The schedule slot a scheduled occurrence was made for, as the locale's wall clock (`2026-03-08 09:00`):
     * it stays when an admin moves this occurrence, so the schedule never makes it twice. Null: ad-hoc.
     */
    scheduleSlot: text('schedule_slot'),
    /** An admin cancelled it: it takes no more check-ins. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gatherings_locale_starts_idx').on(t.localeId, t.startsAt),
    // One occurrence per schedule slot: two requests making the same week's gathering make one row.
    uniqueIndex('gatherings_schedule_slot_unique').on(t.localeId, t.scheduleSlot),
    check('gatherings_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('gatherings_period', sql`${t.endsAt} is null or ${t.endsAt} >= ${t.startsAt}`),
  ],
);

/** One member's presence at one gathering, recorded once. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gatheringId: uuid('gathering_id')
      .notNull()
      .references(() => gatherings.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The gathering's locale, copied so locale reports and sharding need no join. */
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id),
    method: text('method').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The client's id of the check-in (a UUID it made): a retry with the same one records nothing new. */
    clientId: uuid('client_id'),
    /** The device it came from, as the client names it (a kiosk's tablet). */
    deviceId: text('device_id'),
    /** A face check-in's similarity score (cosine), kept for an admin's review of doubtful ones. */
    faceScore: real('face_score'),
  },
  (t) => [
    // One check-in per member per gathering: a second scan is refused by the database.
    uniqueIndex('check_ins_one_per_gathering').on(t.gatheringId, t.memberId),
    // The member's own list, newest first (keyset pagination on checked_in_at, id).
    index('check_ins_member_idx').on(t.memberId, t.checkedInAt.desc(), t.id.desc()),
    index('check_ins_locale_idx').on(t.localeId, t.checkedInAt),
    uniqueIndex('check_ins_client_id_unique').on(t.clientId),
    // A gathering's list in the order people came (keyset on checked_in_at, id).
    index('check_ins_gathering_time_idx').on(t.gatheringId, t.checkedInAt, t.id),
    // Unqualified column, as the landed migration wrote it (the same list as `oneOf`).
    check('check_ins_method_valid', sql.raw(`method in (${checkInMethods.map((m) => `'${m}'`).join(', ')})`)),
  ],
);
