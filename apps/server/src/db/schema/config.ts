import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { locales } from './organization.ts';
import { batchKinds } from '@congregate/contracts';
import { oneOf } from './value-lists.ts';

/** Per-module settings the clients read (`GET /api/v1/config/{module}`). */
export const moduleConfigs = pgTable('module_configs', {
  module: text('module').primaryKey(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const batchNames = pgTable(
  'batch_names',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('other'),
    year: integer('year'),
    localeId: uuid('locale_id').references(() => locales.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batch_names_unique').on(
      sql`lower(${t.name})`,
      sql`coalesce(${t.localeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('batch_names_kind_valid', oneOf(t.kind, batchKinds)),
    check('batch_names_year_range', sql`${t.year} is null or ${t.year} between 1900 and 2200`),
  ],
);
