import { idParams, noBodySchema } from '../../common.ts';
import {
  inboxPageSchema,
  inboxQuerySchema,
  notificationPreferencesSchema,
  preferencesUpdateSchema,
  streamQuerySchema,
  unreadCountSchema,
} from '../../notifications/inbox.ts';
import { rule } from '../who.ts';
import { defineCall, denied, fileAnswerSchema } from '../define-call.ts';

const tags = ['notifications: inbox'];

/**
 * The inbox (`notification-modal`): the caller's own in-app notices, newest first, marked read or removed one
 * by one or all at once, and the realtime stream that brings new ones. Another person's notice answers 404,
 * like a missing one.
 */
export const notificationInboxCalls = {
  list: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/notifications',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'The caller’s notices (newest first) and their unread count',
    description:
      'Only the caller’s own notices their preferences show in the app. `unread=true`: unread ones only. ' +
      'Keyset paging by `cursor`.',
    query: inboxQuerySchema,
    responses: { 200: inboxPageSchema },
    errors: [401, 422],
  }),

  read: defineCall({
    service: 'notifications',
    method: 'POST',
    path: '/notifications/:id/read',
    access: 'session',
    who: rule.data('the caller’s own notification; anyone else’s answers 404 like a missing one'),
    tags,
    summary: 'Marks one of the caller’s notices read; answers their unread count',
    description:
      'Another person’s notice, or a missing one, 404. The caller’s other tabs and devices update.',
    params: idParams,
    body: noBodySchema,
    responses: { 200: unreadCountSchema },
    errors: denied,
  }),

  readAll: defineCall({
    service: 'notifications',
    method: 'POST',
    path: '/notifications/read-all',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'Marks every notice of the caller read; answers their unread count (0)',
    body: noBodySchema,
    responses: { 200: unreadCountSchema },
    errors: [401],
  }),

  remove: defineCall({
    service: 'notifications',
    method: 'DELETE',
    path: '/notifications/:id',
    access: 'session',
    who: rule.data('the caller’s own notification; anyone else’s answers 404 like a missing one'),
    tags,
    summary: 'Removes one of the caller’s notices; answers their unread count',
    description: 'Another person’s notice, or a missing one, 404.',
    params: idParams,
    responses: { 200: unreadCountSchema },
    errors: denied,
  }),

  stream: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/notifications/stream',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'Server-Sent Events: the caller’s new notices, unread count and live counters',
    description:
      '`text/event-stream`. Events: `notification` (`id:` the notice’s seq; data `{ item, unread }`), `unread` ' +
      '(`{ unread }`), `counter` (`{ name, localeId, ref }`, to admins of the locale: read the figure through its ' +
      'own call), `resync` (events may have been missed: read again). A reconnect with `Last-Event-ID` (or the first ' +
      'connect with `?lastEventId=`) first gets the notices written after it (at most 100). A comment every 25 s; ' +
      'the stream ends when the session does. At most 5 streams a person (the oldest is closed).',
    query: streamQuerySchema,
    file: { description: 'The event stream', contentTypes: ['text/event-stream'] },
    responses: { 200: fileAnswerSchema },
    errors: [401, 422],
  }),
};

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
