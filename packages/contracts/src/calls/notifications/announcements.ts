import { idParams, noBodySchema } from '../../common.ts';
import {
  announcementListQuerySchema,
  announcementPageSchema,
  announcementSchema,
  audienceSizeQuerySchema,
  audienceSizeSchema,
  newAnnouncementSchema,
} from '../../notifications/announcements.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['notifications: announcements'];

/**
 * Announcements (issue 16): a locale or district admin sends a message to a locale, a cluster, a flock or a
 * group, now or at a time; each recipient gets an `announcement.sent` notice linking to `/announcement/{id}`.
 */
export const announcementCalls = {
  create: defineCall({
    service: 'notifications',
    method: 'POST',
    path: '/announcements',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'An admin sends an announcement now or schedules it',
    description:
      'Locale admins of the locale, district admins of its district, super admins. The flock, group or cluster ' +
      'must be of the locale (422 `audience_outside_locale`). Without `sendAt` (or with a past one) its notices ' +
      'are written in the same transaction; else it is queued for `sendAt` (at most a year ahead). Audited ' +
      '(`announcement.create`).',
    body: newAnnouncementSchema,
    responses: { 201: announcementSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/announcements',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins'),
    tags,
    summary: 'A locale’s announcements, latest send time first',
    description: 'Admins over the locale.',
    query: announcementListQuerySchema,
    responses: { 200: announcementPageSchema },
    errors: [...denied, 422],
  }),

  audienceSize: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/announcements/audience-size',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins'),
    tags,
    summary: 'How many people an audience reaches now (the form’s “Goes to N people”)',
    description:
      'Admins over the locale. Counts the accounts of endorsed members of the locale in the audience (with ' +
      'the leaders of its flocks). A flock, group or cluster outside the locale 422.',
    query: audienceSizeQuerySchema,
    responses: { 200: audienceSizeSchema },
    errors: [...denied, 422],
  }),

  get: defineCall({
    service: 'notifications',
    method: 'GET',
    path: '/announcements/:id',
    access: 'session',
    who: rule.data(
      'admins over its locale and the people it was sent to; to anyone else it does not exist (404).',
    ),
    tags,
    summary: 'One announcement',
    description:
      'Admins over its locale, and the people who received it (an `announcement.sent` notice of theirs names ' +
      'it); anyone else 404.',
    params: idParams,
    responses: { 200: announcementSchema },
    errors: denied,
  }),

  cancel: defineCall({
    service: 'notifications',
    method: 'POST',
    path: '/announcements/:id/cancel',
    access: 'session',
    who: rule.record('announcement', 'params.id', 'admins'),
    tags,
    summary: 'An admin cancels a scheduled announcement',
    description:
      'Admins over its locale; audited (`announcement.cancel`). One already sent or cancelled 409 ' +
      '(`details.state`).',
    params: idParams,
    body: noBodySchema,
    responses: { 200: announcementSchema },
    errors: refused,
  }),
};
