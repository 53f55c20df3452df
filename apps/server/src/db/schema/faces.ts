import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytea } from './member-media.ts';
import { members } from './members.ts';
import { locales } from './organization.ts';

/**
 * A member's consent to face check-in and what kiosks match against (issue 12). One row per enrolled member;
 * withdrawing deletes it, and with it every capture (`face_descriptors` cascades). Deleted with the member.
 * Never exported, never answered except to a kiosk of the member's locale (as the centroid).
 */
export const faceEnrolments = pgTable(
  'face_enrolments',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version of the consent text the member agreed to (`FACE_CONSENT_VERSION`). */
    consentVersion: text('consent_version').notNull(),
    /** Who recorded the consent: the member's own account, or the admin who enrolled them in person. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    inPerson: boolean('in_person').notNull().default(false),
    modelName: text('model_name').notNull(),
    modelVersion: text('model_version').notNull(),
    /** The L2-normalised mean of the captures, as little-endian float32 (what a kiosk matches against). */
    centroid: bytea('centroid').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('face_enrolments_updated_idx').on(t.updatedAt),
    check('face_enrolments_centroid_size', sql`octet_length(${t.centroid}) = 4096`),
  ],
);

/** Each capture's descriptor (little-endian float32), kept so a later model or centroid rule can use them. */
export const faceDescriptors = pgTable(
  'face_descriptors',
  {
    /** The member's locale, kept by the database (migration 0021): filled from the member when an insert
     * leaves it out, moved with the member when their locale changes (a transfer). The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => faceEnrolments.memberId, { onDelete: 'cascade' }),
    capture: integer('capture').notNull(),
    descriptor: bytea('descriptor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.capture] }),
    check('face_descriptors_size', sql`octet_length(${t.descriptor}) = 4096`),
  ],
);
