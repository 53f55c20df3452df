import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The general request limit shared by every server process (plugins/request-limit-store.ts): each process counts
 * locally and writes, about once a second, how many requests each key sent it in the key's current window; the
 * window's total is the sum over processes. Rows of ended windows are removed as they are written.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    /** Whose budget: `session:<id>` or `address:<ip>` (a route with its own limit: the route in front). */
    key: text('key').notNull(),
    /** The process that counted (random per start). */
    process: text('process').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.process] }),
    index('request_counts_window_ends_at_idx').on(table.windowEndsAt),
  ],
);

/**
 * Public-form tokens already spent (lib/form-tokens.ts): a token the server issued when a form opened is good for
 * one submission. Rows are kept until the token would have expired anyway, then removed by housekeeping.
 */
export const formTokenUses = pgTable(
  'form_token_uses',
  {
    /** The token's random nonce. */
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('form_token_uses_expires_at_idx').on(table.expiresAt)],
);
