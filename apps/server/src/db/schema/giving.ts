import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { locales } from './organization.ts';

/*
 * Giving (issue 17, payment service). Money is `bigint` minor units with the ISO currency beside it, never a
 * float; a gift's currency is its locale's (checked when written). Giving records are kept when a member is
 * deleted: their `member_id` becomes null (anonymised), the amounts and receipt numbers stay.
 */

const money = (name: string) => bigint(name, { mode: 'number' });

/** A locale's funds (tithes, offerings, missions, building…); archived ones take no new gifts. */
export const funds = pgTable(
  'funds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('funds_locale_name_unique').on(t.localeId, sql`lower(${t.name})`),
    index('funds_locale_idx').on(t.localeId, t.sortOrder),
  ],
);

/** How members give at a locale; no row = defaults (online on when a provider is configured, Stripe's fee). */
export const givingSettings = pgTable(
  'giving_settings',
  {
    localeId: uuid('locale_id')
      .primaryKey()
      .references(() => locales.id, { onDelete: 'cascade' }),
    onlineEnabled: boolean('online_enabled').notNull().default(true),
    bankDetails: text('bank_details').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    /** The online provider's fee: percent in basis points (290 = 2.9 %) plus a fixed part in minor units. */
    feePercentBp: integer('fee_percent_bp').notNull().default(290),
    feeFixedMinor: integer('fee_fixed_minor').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('giving_settings_fee_percent', sql`${t.feePercentBp} between 0 and 2000`),
    check('giving_settings_fee_fixed', sql`${t.feeFixedMinor} >= 0`),
  ],
);

/** A recurring gift: the provider's subscription charging weekly or monthly until cancelled. */
export const recurringGifts = pgTable(
  'recurring_gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'restrict' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    amountMinor: money('amount_minor').notNull(),
    feeMinor: money('fee_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** `weekly` | `monthly`. */
    frequency: text('frequency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's subscription id (`sub_…`). */
    providerRef: text('provider_ref'),
    /** `active` | `failing` | `cancelled`. */
    status: text('status').notNull().default('active'),
    failureMessage: text('failure_message'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recurring_gifts_provider_ref_unique').on(t.provider, t.providerRef),
    index('recurring_gifts_member_idx').on(t.memberId),
    index('recurring_gifts_locale_idx').on(t.localeId, t.status),
    check('recurring_gifts_amount', sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0`),
    check('recurring_gifts_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('recurring_gifts_frequency', sql`${t.frequency} in ('weekly', 'monthly')`),
    check('recurring_gifts_status', sql`${t.status} in ('active', 'failing', 'cancelled')`),
  ],
);

/** A service's cash and cheque envelopes, counted by finance; closing a balanced batch makes its gifts. */
export const giftBatches = pgTable(
  'gift_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'restrict' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    label: text('label').notNull().default(''),
    currency: text('currency').notNull(),
    countedTotalMinor: money('counted_total_minor').notNull(),
    /** `open` | `closed`. */
    status: text('status').notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('gift_batches_locale_idx').on(t.localeId, t.serviceDate),
    check('gift_batches_counted', sql`${t.countedTotalMinor} >= 0`),
    check('gift_batches_status', sql`${t.status} in ('open', 'closed')`),
  ],
);

export const giftBatchLines = pgTable(
  'gift_batch_lines',
  {
    /** The locale of its batch, filled by the database from it when an insert leaves it out (migration 0021);
     * it does not move. The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => giftBatches.id, { onDelete: 'cascade' }),
    /** Null: an anonymous envelope (or a member since deleted). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    amountMinor: money('amount_minor').notNull(),
    /** `cash` | `cheque`. */
    method: text('method').notNull(),
    chequeNumber: text('cheque_number'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('gift_batch_lines_batch_idx').on(t.batchId, t.position),
    check('gift_batch_lines_amount', sql`${t.amountMinor} > 0`),
    check('gift_batch_lines_method', sql`${t.method} in ('cash', 'cheque')`),
  ],
);

/** A gift received. Refunded gifts keep their row (status `refunded`) and their receipt number. */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Rises with every gift: the receipt number (`{year}-{000123}` as printed). */
    receiptNo: bigint('receipt_no', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'restrict' }),
    /** Null: anonymous, or a member since deleted (the record is kept, anonymised). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    /** What the fund receives. */
    amountMinor: money('amount_minor').notNull(),
    /** What the donor added to cover the provider's fee. */
    feeMinor: money('fee_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** `card` | `bank_transfer` | `cash` | `cheque` | `other`. */
    method: text('method').notNull(),
    /** `stripe` | `manual`. */
    provider: text('provider').notNull(),
    /** The provider's payment (payment intent, invoice) id: one gift per payment. */
    providerRef: text('provider_ref'),
    /** `succeeded` | `refunded`. */
    status: text('status').notNull().default('succeeded'),
    /** `once` | `weekly` | `monthly`. */
    frequency: text('frequency').notNull().default('once'),
    recurringId: uuid('recurring_id').references(() => recurringGifts.id, { onDelete: 'set null' }),
    batchId: uuid('batch_id').references(() => giftBatches.id, { onDelete: 'restrict' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundReason: text('refund_reason'),
    /** What the bank line or slip said (`GIVE-M0000004-TITH`), for a gift finance recorded by hand. */
    reference: text('reference'),
    /** Finance's account that recorded it by hand (`POST gifts`, a bank import); null for the others. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gifts_receipt_no_unique').on(t.receiptNo),
    index('gifts_locale_reference_idx').on(t.localeId, t.reference),
    uniqueIndex('gifts_provider_ref_unique').on(t.provider, t.providerRef),
    index('gifts_locale_given_idx').on(t.localeId, t.givenAt, t.id),
    index('gifts_member_given_idx').on(t.memberId, t.givenAt, t.id),
    index('gifts_fund_idx').on(t.fundId),
    index('gifts_recurring_idx').on(t.recurringId),
    index('gifts_batch_idx').on(t.batchId),
    check('gifts_amount', sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0`),
    check('gifts_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('gifts_status', sql`${t.status} in ('succeeded', 'refunded')`),
    check('gifts_method', sql`${t.method} in ('card', 'bank_transfer', 'cash', 'cheque', 'other')`),
  ],
);

/** A checkout begun with the online provider; its completion (webhook) records the gift or starts the plan. */
export const giftCheckouts = pgTable(
  'gift_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    amountMinor: money('amount_minor').notNull(),
    feeMinor: money('fee_minor').notNull().default(0),
    currency: text('currency').notNull(),
    frequency: text('frequency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's checkout session id (`cs_…`). */
    providerSessionId: text('provider_session_id'),
    /** `open` | `completed`. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_checkouts_session_unique').on(t.provider, t.providerSessionId),
    index('gift_checkouts_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Provider events already handled: a webhook delivered twice records once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A locale's year-end statements made in the background: progress, and the combined PDF when done. */
export const statementRuns = pgTable(
  'statement_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** `queued` | `running` | `done` | `failed`. */
    status: text('status').notNull().default('queued'),
    notifyMembers: boolean('notify_members').notNull().default(true),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    /** The combined PDF in the file storage, when done. */
    fileKey: text('file_key'),
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('statement_runs_locale_idx').on(t.localeId, t.createdAt),
    uniqueIndex('statement_runs_one_active')
      .on(t.localeId, t.year)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('statement_runs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
