import { idParams, noBodySchema } from '../../common.ts';
import { inboxPageSchema, inboxQuerySchema, unreadCountSchema } from '../../notifications/inbox.ts';
import { rule } from '../who.ts';
import { defineCall, denied } from '../define-call.ts';
import { notificationStreamCalls } from './stream.ts';

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

  stream: notificationStreamCalls.stream,
};
