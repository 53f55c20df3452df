import { z } from 'zod';
import { idSchema } from '../../common.ts';
import {
  attendanceSummaryQuerySchema,
  attendanceSummarySchema,
  flockReportQuerySchema,
  flockReportSchema,
  localeTrendQuerySchema,
  localeTrendSchema,
  myAttendanceSummarySchema,
} from '../../events/attendance-reports.ts';
import { defineCall } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['events: attendance reports'];
const ranges =
  '`period` `week` (Monday to Sunday) or `month`, on the locale’s clock; `from`/`to` are dates, both included ' +
  '(default: twelve periods up to today); at most two years, `to` not before `from` (422 otherwise). Totals ' +
  'count check-ins: a person at two gatherings counts twice.';

/** Attendance reports: read from the daily roll-ups, refreshed for the locales read before answering. */
export const attendanceReportCalls = {
  mine: defineCall({
    service: 'events',
    method: 'GET',
    path: '/attendance/me',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'My streak, my last twelve weeks and my totals',
    description:
      'An endorsed member (a caller without a member record: 403). Weeks run Monday to Sunday on the clock of the ' +
      'member’s locale; the streak counts consecutive weeks with a check-in up to this week, which breaks ' +
      'nothing until it is over.',
    responses: { 200: myAttendanceSummarySchema },
    errors: [401, 403],
  }),

  flock: defineCall({
    service: 'events',
    method: 'GET',
    path: '/attendance/flocks/:flockId',
    access: 'session',
    who: rule.record('flock', 'params.flockId', 'admins', 'leaders'),
    tags,
    summary: 'A flock’s attendance at a gathering or in a week, and its care list',
    description:
      'The flock’s leader, or an admin over its locale; anyone else 403. Without `gatheringId` or `week`, the ' +
      'week of the locale’s latest gathering that has started. The care list: the flock’s members with no ' +
      'check-in in the locale’s last three gathering weeks before this one, with the day they last came.',
    params: z.strictObject({ flockId: idSchema }),
    query: flockReportQuerySchema,
    responses: { 200: flockReportSchema },
    errors: [401, 403, 404, 422],
  }),

  localeTrend: defineCall({
    service: 'events',
    method: 'GET',
    path: '/attendance/locales/:localeId/trend',
    access: 'session',
    who: rule.record('locale', 'params.localeId', 'admins'),
    tags,
    summary: 'A locale’s attendance by week or month: totals, by service, by cluster, first-timers',
    description: `Admins over the locale; anyone else 403. ${ranges}`,
    params: z.strictObject({ localeId: idSchema }),
    query: localeTrendQuerySchema,
    responses: { 200: localeTrendSchema },
    errors: [401, 403, 404, 422],
  }),

  summary: defineCall({
    service: 'events',
    method: 'GET',
    path: '/attendance/summary',
    access: 'session',
    who: rule.data(
      'a district: its admins; a locale or a cluster of it: admins over the locale; a flock: its leaders or admins over its locale',
    ),
    tags,
    summary: 'Attendance of a district, locale, cluster or flock, one level down, by week or month',
    description:
      'Rows: a district’s locales, a locale’s clusters, a cluster’s flocks (`id` the locale, `cluster` its ' +
      'name), a flock’s members. A district: its district admin or a super admin; a locale or cluster: admins ' +
      `over the locale; a flock: those and the flock’s leader. Anyone else 403. ${ranges}`,
    query: attendanceSummaryQuerySchema,
    responses: { 200: attendanceSummarySchema },
    errors: [401, 403, 404, 422],
  }),
};
