import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Key pairs the server makes for itself when none is configured (development and tests), kept in the
 * database so they survive restarts and every replica signs with the same key.
 */
export const serverKeys = pgTable('server_keys', {
  /** What the key is for, e.g. `member-card`. */
  name: text('name').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
