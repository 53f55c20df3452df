import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { documentContentTypes, MEDIA_LIMITS } from '@congregate/contracts';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { locales } from './organization.ts';
import { oneOf } from './value-lists.ts';

/** `bytea` as a Buffer on both drivers (PGlite answers a Uint8Array, `pg` a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Files kept on a member's record (`POST members/{id}/upload`); the bytes are in the file storage. */
export const memberDocuments = pgTable(
  'member_documents',
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
    /** Display name, sanitised; never used as a path. */
    fileName: text('file_name').notNull(),
    /** Sniffed from the bytes, not the client's claim. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_documents_member_idx').on(t.memberId, t.uploadedAt),
    uniqueIndex('member_documents_storage_key_unique').on(t.storageKey),
    check('member_documents_content_type_valid', oneOf(t.contentType, documentContentTypes)),
    check(
      'member_documents_size_valid',
      sql`${t.size} > 0 and ${t.size} <= ${sql.raw(String(MEDIA_LIMITS.documentMaxBytes))}`,
    ),
    check(
      'member_documents_file_name_valid',
      sql`btrim(${t.fileName}) <> '' and char_length(${t.fileName}) <= ${sql.raw(String(MEDIA_LIMITS.documentNameMax))}`,
    ),
  ],
);

/** A member's drawn signature: one per member, a small PNG kept in the database (transactional, backed up with it). */
export const memberSignatures = pgTable(
  'member_signatures',
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
    png: bytea('png').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('member_signatures_png_size', sql`octet_length(${t.png}) between 8 and 2097152`)],
);
