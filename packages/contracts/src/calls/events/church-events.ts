import { idParams } from '../../common.ts';
import {
  churchEventListQuerySchema,
  churchEventPageSchema,
  churchEventSchema,
  newChurchEventSchema,
} from '../../events/church-events.ts';
import { defineCall, denied, refused } from '../define-call.ts';

const tags = ['events: events'];

/** Church events (what issue 13's baptisms need; issue 14 adds the rest: editing, RSVP, invitations). */
export const churchEventCalls = {
  create: defineCall({
    service: 'events',
    method: 'POST',
    path: '/events',
    access: 'session',
    tags,
    summary: 'Create an event at a locale',
    description:
      'A super admin, the locale’s admin or its district admin; anyone else 403. A `baptism` event always has a ' +
      'baptism; another type has one when `hasBaptism` is true. Audited.',
    body: newChurchEventSchema,
    responses: { 201: churchEventSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'events',
    method: 'GET',
    path: '/events',
    access: 'session',
    tags,
    summary: 'A locale’s events in a period (paged), soonest first',
    description:
      'Any endorsed member of the locale and its admins. Default period: from 30 days ago to a year ahead. ' +
      '`hasBaptism=true` lists the events PEPs can be scheduled for.',
    query: churchEventListQuerySchema,
    responses: { 200: churchEventPageSchema },
    errors: refused,
  }),

  get: defineCall({
    service: 'events',
    method: 'GET',
    path: '/events/:id',
    access: 'session',
    tags,
    summary: 'One event',
    description: 'Any endorsed member of its locale and its admins.',
    params: idParams,
    responses: { 200: churchEventSchema },
    errors: denied,
  }),
};
