import { idParams } from '../../common.ts';
import {
  churchEventListQuerySchema,
  churchEventPageSchema,
  churchEventPatchSchema,
  churchEventRemovalSchema,
  churchEventSchema,
  districtEventAnswerSchema,
  newChurchEventSchema,
  newDistrictEventSchema,
  publicEventSchema,
  upcomingEventsQuerySchema,
  upcomingEventsSchema,
} from '../../events/church-events.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';
import { flyerCalls } from './flyers.ts';

const tags = ['events: events'];

/** Church events: made and changed by the locale's admins (a district's for all its locales), seen by guests. */
export const churchEventCalls = {
  create: defineCall({
    service: 'events',
    method: 'POST',
    path: '/events',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'Create an event at a locale',
    description:
      'A super admin, the locale’s admin or its district admin; anyone else 403. A `baptism` event always has a ' +
      'baptism; another type has one when `hasBaptism` is true. Times are instants (the page enters them in the ' +
      'locale’s time zone). A start before now (less 15 minutes) is refused (422 on `startsAt`) unless ' +
      '`recordsPast` is true: an admin recording an event that happened. `flyerUrl` must be an image uploaded ' +
      'through `/api/media/`. Audited.',
    body: newChurchEventSchema,
    responses: { 201: churchEventSchema },
    errors: refused,
  }),

  createForDistrict: defineCall({
    service: 'events',
    method: 'POST',
    path: '/events/district',
    access: 'session',
    who: rule.anyAdmin,
    tags,
    summary: 'Create one event for locales of a district: a copy per locale with its own venue and time',
    description:
      'A super admin or the district’s admin. Every locale in `copies` must belong to the district (else 422, ' +
      'nothing made). A copy starting before now needs `recordsPast` (else 422 on `copies.N.startsAt`). The copies ' +
      'share a `seriesId`; each is then an event of its locale like any other. Audited.',
    body: newDistrictEventSchema,
    responses: { 201: districtEventAnswerSchema },
    errors: refused,
  }),

  update: defineCall({
    service: 'events',
    method: 'PATCH',
    path: '/events/:id',
    access: 'session',
    who: rule.record('church-event', 'params.id', 'admins'),
    tags,
    summary: 'Change an event',
    description:
      'An admin over its locale. `null` clears an optional field. A cancelled event cannot be changed (409). A ' +
      'start moved to before now needs `recordsPast` (a past event keeps its own start without it). ' +
      'Raising the capacity moves waitlisted guests up in order. Audited.',
    params: idParams,
    body: churchEventPatchSchema,
    responses: { 200: churchEventSchema },
    errors: refused,
  }),

  remove: defineCall({
    service: 'events',
    method: 'DELETE',
    path: '/events/:id',
    access: 'session',
    who: rule.record('church-event', 'params.id', 'admins'),
    tags,
    summary: 'Delete an event, or cancel it when guests RSVP’d or PEPs are scheduled for it',
    description:
      'An admin over its locale. Without RSVPs or scheduled PEPs the event is deleted; otherwise it is cancelled ' +
      '(kept, with `cancelledAt`), its guests with an e-mail are told, and their codes stop admitting. Audited.',
    params: idParams,
    responses: { 200: churchEventRemovalSchema },
    errors: denied,
  }),

  public: defineCall({
    service: 'events',
    method: 'GET',
    path: '/events/:id/public',
    access: 'public',
    tags,
    summary: 'What a guest may see of an event',
    description:
      'No session: title, type, times and time zone, venue, description, flyer art, whether RSVPs are open and ' +
      'whether it is full. Nothing about anyone. Unknown ids 404.',
    params: idParams,
    rateLimit: { max: 120, timeWindow: '1 minute' },
    responses: { 200: publicEventSchema },
    errors: [404, 429],
  }),

  upcoming: defineCall({
    service: 'events',
    method: 'GET',
    path: '/events/upcoming',
    access: 'public',
    tags,
    summary: 'A member’s share pages: their locale’s events still ahead, and the member by display name',
    description:
      'No session (`flyers/{memberId}` is a public page). An endorsed member’s locale’s events that have not ' +
      'ended and are not cancelled, soonest first (at most 20); the member by display name and photo only. ' +
      'Anyone else 404.',
    query: upcomingEventsQuerySchema,
    rateLimit: { max: 120, timeWindow: '1 minute' },
    responses: { 200: upcomingEventsSchema },
    errors: [404, 422, 429],
  }),

  flyer: flyerCalls.flyer,

  list: defineCall({
    service: 'events',
    method: 'GET',
    path: '/events',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins', 'members'),
    tags,
    summary: 'A locale’s events in a period (paged), soonest first',
    description:
      'Any endorsed member of the locale and its admins. Default period: from 30 days ago to a year ahead; ' +
      'soonest first, or latest first with `order=desc` (the admins’ Past list asks for everything before now). ' +
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
    who: rule.record('church-event', 'params.id', 'admins', 'members'),
    tags,
    summary: 'One event',
    description: 'Any endorsed member of its locale and its admins.',
    params: idParams,
    responses: { 200: churchEventSchema },
    errors: denied,
  }),
};
