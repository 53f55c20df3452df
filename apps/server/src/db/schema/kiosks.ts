import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { locales } from './organization.ts';

/**
 * A kiosk device of a locale. It signs in as its own account (`user_id`: user type `kiosk`, one `kiosk` grant
 * over the locale); a tablet gets that account's session by pairing with a one-time code.
 */
export const kiosks = pgTable(
  'kiosks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the open pairing code; null once used or replaced. */
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Face check-in at this kiosk (issue 12): off until a locale admin turns it on. */
    faceMode: boolean('face_mode').notNull().default(false),
    /** Matching settings; null: the measured defaults (`FACE_MATCH_DEFAULTS`, docs/faces.md). */
    faceThreshold: real('face_threshold'),
    faceMargin: real('face_margin'),
    /** Changed with the face settings, so a kiosk's copy of the faces knows to refresh. */
    settingsUpdatedAt: timestamp('settings_updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kiosks_user_unique').on(t.userId),
    uniqueIndex('kiosks_pairing_code_unique').on(t.pairingCodeHash),
    index('kiosks_locale_idx').on(t.localeId),
    check('kiosks_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('kiosks_pairing_pair', sql`(${t.pairingCodeHash} is null) = (${t.pairingExpiresAt} is null)`),
  ],
);

/** A printed QR-location poster in a room of a locale (`qrloc/{id}`). */
export const qrLocations = pgTable(
  'qr_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    room: text('room').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qr_locations_locale_idx').on(t.localeId),
    check('qr_locations_room_not_blank', sql`btrim(${t.room}) <> ''`),
  ],
);
