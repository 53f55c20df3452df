import { idParams, noBodySchema } from '../../common.ts';
import {
  currentGatheringSchema,
  gatheringChangeSchema,
  gatheringListQuerySchema,
  gatheringPageSchema,
  gatheringRemovalSchema,
  gatheringSchema,
  gatheringSummarySchema,
  localeQuerySchema,
  newGatheringSchema,
} from '../../events/gatherings.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['events: gatherings'];
const adminText = 'A super admin, the locale’s admin or the district admin of its district; anyone else 403.';

/** Gatherings: the occurrences of a locale's weekly schedule and the ad-hoc ones its admins add. */
export const gatheringCalls = {
  current: defineCall({
    service: 'events',
    method: 'GET',
    path: '/gatherings/current',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'The gathering open for check-in now at a locale, or the next one',
    description:
      'Check-in opens `checkInOpensAt` (the locale’s setting, 60 minutes by default) before the start and closes ' +
      'at the end. When two are open, the one whose start is nearest to now. Any signed-in session; 404 for an ' +
      'unknown locale.',
    query: localeQuerySchema,
    responses: { 200: currentGatheringSchema },
    errors: [401, 404, 422],
  }),

  list: defineCall({
    service: 'events',
    method: 'GET',
    path: '/gatherings',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins', 'members', 'kiosks'),
    tags,
    summary: 'A locale’s gatherings between two times, newest first, with check-in and first-timer counts',
    description:
      'Scheduled occurrences in the range are made on first read, so each has a stable id. Default range: twelve ' +
      'weeks ago to a week from now; at most 366 days. Admins over the locale, its endorsed members and its ' +
      'kiosks; anyone else 403.',
    query: gatheringListQuerySchema,
    responses: { 200: gatheringPageSchema },
    errors: refused,
  }),

  one: defineCall({
    service: 'events',
    method: 'GET',
    path: '/gatherings/:id',
    access: 'session',
    who: rule.record('gathering', 'params.id', 'admins', 'members', 'kiosks'),
    tags,
    summary: 'One gathering with its check-in and first-timer counts (as in the list)',
    description:
      'For a link to one gathering’s check-ins. Who may read it is who may read the list: admins over its ' +
      'locale, the locale’s endorsed members and its kiosks; anyone else 403 (a super admin 404 for an unknown ' +
      'id, everyone else 403, so an id reveals nothing).',
    params: idParams,
    responses: { 200: gatheringSummarySchema },
    errors: denied,
  }),

  create: defineCall({
    service: 'events',
    method: 'POST',
    path: '/gatherings',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'Add an ad-hoc gathering (special service, prayer meeting, district event)',
    description: `${adminText} \`endsAt\` after \`startsAt\`, at most 24 hours later. Audited.`,
    body: newGatheringSchema,
    responses: { 201: gatheringSchema },
    errors: refused,
  }),

  update: defineCall({
    service: 'events',
    method: 'PATCH',
    path: '/gatherings/:id',
    access: 'session',
    who: rule.record('gathering', 'params.id', 'admins'),
    tags,
    summary: 'Change a gathering’s title or times (this occurrence only)',
    description: `${adminText} Audited.`,
    params: idParams,
    body: gatheringChangeSchema,
    responses: { 200: gatheringSchema },
    errors: refused,
  }),

  remove: defineCall({
    service: 'events',
    method: 'DELETE',
    path: '/gatherings/:id',
    access: 'session',
    who: rule.record('gathering', 'params.id', 'admins'),
    tags,
    summary: 'Delete an ad-hoc gathering nobody checked in to; otherwise cancel it',
    description:
      `${adminText} An ad-hoc gathering without check-ins is deleted (\`outcome: deleted\`). A scheduled ` +
      'occurrence, or one with check-ins, is cancelled instead (`outcome: cancelled`): it takes no more check-ins ' +
      'and its recorded ones are kept. Audited.',
    params: idParams,
    body: noBodySchema,
    responses: { 200: gatheringRemovalSchema },
    errors: denied,
  }),
};
