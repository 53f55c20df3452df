import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ServiceScheduleEntry } from '@congregate/contracts';

export const districts = pgTable(
  'districts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('districts_name_unique').on(sql`lower(${t.name})`)],
);

export const locales = pgTable(
  'locales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    districtId: uuid('district_id').references(() => districts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    countryId: text('country_id').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    email: text('email'),
    serviceSchedule: jsonb('service_schedule').$type<ServiceScheduleEntry[]>().notNull().default([]),
    /** How long before a gathering starts check-in opens (events service). */
    checkInOpensMinutes: integer('check_in_opens_minutes').notNull().default(60),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locales_name_unique').on(sql`lower(${t.name})`),
    index('locales_district_idx').on(t.districtId),
    check('locales_country_iso', sql`${t.countryId} ~ '^[A-Z]{2}$'`),
    check('locales_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('locales_schedule_array', sql`jsonb_typeof(${t.serviceSchedule}) = 'array'`),
    check('locales_check_in_opens', sql`${t.checkInOpensMinutes} between 0 and 720`),
  ],
);

export const flocks = pgTable(
  'flocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A cluster set by an admin; null: the cluster comes from the name. */
    clusterName: text('cluster_name'),
    /**
     * The flock's cluster: the one set explicitly, else the part of the name before the first dash (spec
     * section 4), else `No Cluster`.
     */
    cluster: text('cluster')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(nullif(btrim(cluster_name), ''), nullif(btrim(split_part(btrim(name), '-', 1)), ''), 'No Cluster')`,
      ),
    /** An archived flock keeps its history but takes no new members and is not offered. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flocks_locale_name_unique').on(t.localeId, sql`lower(${t.name})`),
    check('flocks_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
);
