import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { locales } from './organization.ts';

/**
 * In-app notices (transfer accepted/declined…): to one user, or to the admins of a locale. The
 * notifications service delivers and marks them read; the changes that cause them record them.
 * A notice to a locale's admins is written once per admin (`lib/notifications.ts`), so each reads it on
 * their own; rows with a locale and no user are from before issue 16 and no inbox shows them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Rises with every notice: the stream's event id, so a reconnecting browser asks for what came after. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    localeId: uuid('locale_id').references(() => locales.id, { onDelete: 'cascade' }),
    /** What happened, e.g. `transfer.accepted`; its prefix is the preference topic (contracts `topicOfKind`). */
    kind: text('kind').notNull(),
    /** The preference topic of the kind (contracts `topicOfKind`), kept so preferences apply in SQL. */
    topic: text('topic').notNull().default('announcement'),
    /**
     * Whether the inbox shows it (the person's in-app choice for the topic when written). A notice the
     * inbox hides is still written: it is what the e-mail and push deliveries are made from.
     */
    inApp: boolean('in_app').notNull().default(true),
    /** When its e-mail and push deliveries were queued (by whichever process's dispatcher claimed it first). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    message: text('message').notNull(),
    /** The app page it is about (e.g. `/pep/…`), opened when the notice is tapped. */
    link: text('link'),
    data: jsonb('data').notNull().default({}),
    /** Daily notices (celebrants, overdue follow-ups) carry one, so two runs of a day write one notice. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_locale_idx').on(t.localeId, t.createdAt),
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_undelivered_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null and ${t.userId} is not null`),
    check('notifications_has_audience', sql`${t.userId} is not null or ${t.localeId} is not null`),
  ],
);

/**
 * What a person wants per topic and channel. No row: the topic's defaults (contracts
 * `defaultNotificationChannels`); a row keeps all three channels as the person set them.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

/** A browser's web push subscription (its push service endpoint and keys), removed when the service says it expired. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A message from a locale or district admin to a locale, a cluster, a flock or a group, sent now or at
 * `sendAt`. `sentAt` is set when its notices were written (once, whichever process sends it).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    /** `locale`, `cluster`, `flock` or `group` (contracts `announcementAudiences`). */
    audience: text('audience').notNull(),
    /** The flock's or group's id, or the cluster's name; null for the whole locale. */
    audienceRef: text('audience_ref'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** How many people it reached when sent. */
    recipients: bigint('recipients', { mode: 'number' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_locale_idx').on(t.localeId, t.sendAt),
    index('announcements_due_idx')
      .on(t.sendAt)
      .where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`),
  ],
);
