import { z } from 'zod';
import { idSchema } from '../common.ts';
import { configurableTopics, notificationTopics } from './values.ts';

/** Inbox pages: at most this many notices a page. */
export const INBOX_LIMIT_MAX = 100;
/** Notices a reconnecting stream replays at most (oldest first); the rest are read through the list. */
export const STREAM_REPLAY_MAX = 100;

/** One notice in a person's inbox. */
export const notificationSchema = z.object({
  id: idSchema,
  /** Rises with every notice: the stream's event id. */
  seq: z.number().int(),
  /** What happened, e.g. `transfer.accepted` (contracts `notificationKinds`). */
  kind: z.string(),
  topic: z.enum(notificationTopics),
  /** A short sentence written for the reader (server-side, in English). */
  message: z.string(),
  /** The app page it is about, opened when the notice is tapped. */
  link: z.string().nullable(),
  /** The ids it is about, and `words` (`noticeWordsSchema`) for a client that words it in the reader's language. */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * `data.words` of a notice: what its `message` is made of — `variant`, which of its kind's sentences it is, and
 * the names, numbers, days (`YYYY-MM-DD`) and instants (with their `timeZone`) the sentence names — so that a
 * client words the notice in the reader's language. Notices of other kinds, and those written before a kind
 * had them, have `message` only.
 */
export const noticeWordsSchema = z
  .object({ variant: z.string().optional() })
  .catchall(z.union([z.string(), z.number()]));
export type NoticeWords = z.infer<typeof noticeWordsSchema>;

/** `GET notifications?cursor&limit&unread`: the caller's in-app notices, newest first. */
export const inboxQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_LIMIT_MAX).default(20),
  /** `true`: unread ones only. */
  unread: z.enum(['true', 'false']).optional(),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export type InboxFilter = z.output<typeof inboxQuerySchema>;

/** The caller's unread in-app notices. */
export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const inboxPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** `GET notifications/stream?lastEventId`: the first connect's resume point (a reconnect sends `Last-Event-ID`). */
export const streamQuerySchema = z.strictObject({
  lastEventId: z.coerce.number().int().min(0).optional(),
});

/** What the stream sends as `event: notification` (its `id:` is the notice's seq). */
export const streamNotificationSchema = z.object({ item: notificationSchema, unread: z.number().int() });
export type StreamNotification = z.infer<typeof streamNotificationSchema>;
/** What the stream sends as `event: counter`: which live figure changed (ids only; read it through its call). */
export const streamCounterSchema = z.object({
  name: z.string(),
  localeId: idSchema,
  ref: z.string().nullable(),
});
export type StreamCounter = z.infer<typeof streamCounterSchema>;

/** One topic's channels as a person chose them (or the defaults); `locked`: always sent (account notices). */
export const topicPreferenceSchema = z.object({
  topic: z.enum(notificationTopics),
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
  locked: z.boolean(),
});
export type TopicPreference = z.infer<typeof topicPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ topics: z.array(topicPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * `PUT notifications/preferences`: channels for some or all configurable topics (each at most once). An
 * unknown topic fails validation (400); `account` is refused by the service (422, always sent).
 */
export const preferencesUpdateSchema = z.strictObject({
  topics: z
    .array(
      z.strictObject({
        topic: z.enum(notificationTopics),
        inApp: z.boolean(),
        email: z.boolean(),
        push: z.boolean(),
      }),
    )
    .min(1)
    .max(notificationTopics.length)
    .refine((rows) => new Set(rows.map((r) => r.topic)).size === rows.length, {
      message: 'Each topic at most once',
    }),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** Whether a person may change a topic's channels. */
export const isConfigurableTopic = (topic: string): boolean =>
  (configurableTopics as readonly string[]).includes(topic);
