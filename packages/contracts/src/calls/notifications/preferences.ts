import { notificationPreferencesSchema, preferencesUpdateSchema } from '../../notifications/inbox.ts';
import { rule } from '../who.ts';
import { defineCall } from '../define-call.ts';

/** What each person wants per topic and channel (the `notification-settings` page). */
export const notificationPreferenceCalls = {
  get: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/notifications/preferences',
    access: 'session',
    who: rule.signedIn,
    tags: ['notifications: preferences'],
    summary: 'The caller’s channels for every topic (their choices over the defaults)',
    description: '`account` notices are `locked`: always in the app and by e-mail.',
    responses: { 200: notificationPreferencesSchema },
    errors: [401],
  }),

  put: defineCall({
    service: 'notifications',
    method: 'PUT',
    path: '/notifications/preferences',
    access: 'session',
    who: rule.signedIn,
    tags: ['notifications: preferences'],
    summary: 'Sets the caller’s channels for the topics given; answers every topic',
    description:
      'Configurable topics only: `account` 422 (`topic_locked`), an unknown topic 422. Topics not given stay.',
    body: preferencesUpdateSchema,
    responses: { 200: notificationPreferencesSchema },
    errors: [401, 422],
  }),
};
