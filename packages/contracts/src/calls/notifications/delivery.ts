import { idParams, noBodySchema, okSchema } from '../../common.ts';
import { emailOutboxPageSchema, emailOutboxQuerySchema } from '../../notifications/delivery.ts';
import { rule } from '../who.ts';
import { defineCall, refused } from '../define-call.ts';

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
    who: rule.superAdmin,
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
    who: rule.superAdmin,
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
