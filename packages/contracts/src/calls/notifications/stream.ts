import { streamQuerySchema } from '../../notifications/inbox.ts';
import { rule } from '../who.ts';
import { defineCall, fileAnswerSchema } from '../define-call.ts';

const tags = ['notifications: inbox'];

/** The live stream of a member's notices (Server-Sent Events), served by the stream feature. */
export const notificationStreamCalls = {
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
