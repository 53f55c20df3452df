import { z } from 'zod';
import { idSchema } from '../common.ts';

/** Where an outbox e-mail stands: waiting (or between tries), given up on after its last try, or sent. */
export const emailOutboxStates = ['queued', 'failed', 'sent'] as const;
export type EmailOutboxState = (typeof emailOutboxStates)[number];

/** Outbox pages hold this many e-mails. */
export const EMAIL_OUTBOX_PAGE_SIZE = 50;

/** `GET notifications/outbox`: one state, or every e-mail; newest first. */
export const emailOutboxQuerySchema = z.strictObject({
  state: z.enum(emailOutboxStates).optional(),
  cursor: z.string().max(200).optional(),
});

/** One e-mail of the outbox (its body is not shown: reset and confirmation links are secrets). */
export const emailOutboxItemSchema = z.object({
  id: idSchema,
  to: z.string(),
  subject: z.string(),
  /** Why it was sent: `password-reset`, `rsvp-code`, `notification:transfer.accepted`… */
  purpose: z.string(),
  state: z.enum(emailOutboxStates),
  /** Tries made so far (a queued e-mail not tried yet: 0). */
  attempts: z.number().int().min(0),
  /** What the last failed try answered (the SMTP server's words), or null. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When it was sent, or given up on. */
  completedAt: z.iso.datetime().nullable(),
});
export type EmailOutboxItem = z.infer<typeof emailOutboxItemSchema>;

export const emailOutboxPageSchema = z.object({
  items: z.array(emailOutboxItemSchema),
  nextCursor: z.string().nullable(),
  /** How many e-mails are in each state (sent ones are kept a week, failed ones a month). */
  counts: z.object({ queued: z.number().int(), failed: z.number().int(), sent: z.number().int() }),
});
export type EmailOutboxPage = z.infer<typeof emailOutboxPageSchema>;

/** `GET notifications/push-key`: the server's VAPID public key, for `pushManager.subscribe`. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** Base64url, as browsers give a subscription's keys. */
const base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'Not base64url');

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it. The endpoint is the push
 * service's https address (http to 127.0.0.1 or localhost is accepted outside production, for tests).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .regex(
      /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/)/,
      'The endpoint must be an https:// address',
    ),
  /** Browsers add it; the server keeps its own clock. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key (65 bytes uncompressed, base64url). */
    p256dh: base64Url.min(80).max(100),
    /** The 16-byte auth secret (base64url). */
    auth: base64Url.min(16).max(32),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionCreatedSchema = z.object({ id: idSchema });

/** One of the caller's devices that receive push notifications. */
export const pushDeviceSchema = z.object({
  id: idSchema,
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSentAt: z.iso.datetime().nullable(),
});
export const pushDeviceListSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDevice = z.infer<typeof pushDeviceSchema>;
