import { idParams, noBodySchema, okSchema } from '../../common.ts';
import {
  emailOutboxPageSchema,
  emailOutboxQuerySchema,
  pushDeviceListSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionCreatedSchema,
} from '../../notifications/delivery.ts';
import { defineCall, denied, refused } from '../define-call.ts';

/**
 * The e-mail outbox (`admin-email-outbox`): every e-mail the app sends is a job on the `email.send` queue;
 * a super admin sees what waits, what failed and what went, and sends a failed one again.
 */
export const emailOutboxCalls = {
  list: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/notifications/outbox',
    access: 'session',
    tags: ['notifications: delivery'],
    summary: 'The e-mail outbox: queued, failed and sent e-mails with counts per state (super admin)',
    description:
      'A super admin only (403 for anyone else). Newest first, 50 a page (`cursor`); `state` filters. ' +
      'Recipient, subject, purpose, tries and the last error; never the body (links in it are secrets).',
    query: emailOutboxQuerySchema,
    responses: { 200: emailOutboxPageSchema },
    errors: [401, 403, 422],
  }),

  retry: defineCall({
    service: 'notifications',
    method: 'POST',
    path: '/notifications/outbox/:id/retry',
    access: 'session',
    tags: ['notifications: delivery'],
    summary: 'Sends a failed e-mail again (super admin)',
    description:
      'A super admin only. The e-mail must have failed (409 otherwise); it is queued again for one more try.',
    params: idParams,
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: refused,
  }),
};

/** Web push: the server's key, and the caller's own devices that receive notices. */
export const pushSubscriptionCalls = {
  key: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/notifications/push-key',
    access: 'session',
    tags: ['notifications: delivery'],
    summary: 'The VAPID public key a browser subscribes with',
    responses: { 200: pushKeySchema },
    errors: [401],
  }),

  subscribe: defineCall({
    service: 'notifications',
    method: 'POST',
    path: '/notifications/push-subscriptions',
    access: 'session',
    tags: ['notifications: delivery'],
    summary: 'Registers this browser for push notifications',
    description:
      'The browser’s `PushSubscription` (endpoint and keys). The same endpoint again is updated and becomes the ' +
      'caller’s (a shared device signed in by someone else). An http endpoint is refused in production (422).',
    body: pushSubscriptionBodySchema,
    responses: { 201: pushSubscriptionCreatedSchema },
    errors: [401, 422],
  }),

  unsubscribe: defineCall({
    service: 'notifications',
    method: 'DELETE',
    path: '/notifications/push-subscriptions/:id',
    access: 'session',
    tags: ['notifications: delivery'],
    summary: 'Stops push notifications to one of the caller’s devices',
    description: 'The caller’s own subscription only; any other id answers 404.',
    params: idParams,
    responses: { 200: okSchema },
    errors: denied,
  }),

  list: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/notifications/push-subscriptions',
    access: 'session',
    tags: ['notifications: delivery'],
    summary: 'The caller’s devices that receive push notifications',
    responses: { 200: pushDeviceListSchema },
    errors: [401],
  }),
};
