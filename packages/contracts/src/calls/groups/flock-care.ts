import { idParams } from '../../common.ts';
import {
  celebrantListSchema,
  celebrantQuerySchema,
  flockMemberDetailSchema,
  flockMemberListQuerySchema,
  flockMemberPageSchema,
  flockMemberParams,
  flockOverviewQuerySchema,
  flockOverviewSchema,
  ledFlockListSchema,
} from '../../groups/flock-care.ts';
import { defineCall, denied } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['groups: flock care'];
const who = 'The flock’s leaders and assistants, and admins over its locale; others 403.';

/** A leader's flock: its week, members, one member's detail and its celebrants. */
/** Every flock-care call: the flock in the path, for its leaders and its locale's admins. */
const flockCareRule = rule.recordSaying(
  'Only the flock’s leaders and its locale’s admins may see this',
  'flock',
  'params.id',
  'admins',
  'leaders',
);

export const flockCareCalls = {
  led: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/flocks/led',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'The flocks the caller leads or assists',
    description: 'Empty for anyone who leads no flock (admins choose a flock from `GET flocks?localeId=`).',
    responses: { 200: ledFlockListSchema },
    errors: [401],
  }),

  overview: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/flocks/:id/overview',
    access: 'session',
    who: flockCareRule,
    tags,
    summary: 'A flock’s week: attendance and absentees, celebrants, open PEPs, RSVPs and join requests',
    description:
      `${who} The week (Sunday to Saturday) holding \`date\` (default today in the locale’s zone); absentees are ` +
      'members with no check-in at any worship gathering of the week.',
    params: idParams,
    query: flockOverviewQuerySchema,
    responses: { 200: flockOverviewSchema },
    errors: [...denied, 422],
  }),

  members: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/flocks/:id/members',
    access: 'session',
    who: flockCareRule,
    tags,
    summary: 'A flock’s members with contact and last attendance, by name',
    description: `${who} \`q\` matches name, e-mail, member id or mobile. 50 a page.`,
    params: idParams,
    query: flockMemberListQuerySchema,
    responses: { 200: flockMemberPageSchema },
    errors: [...denied, 422],
  }),

  member: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/flocks/:id/members/:memberId',
    access: 'session',
    who: flockCareRule,
    tags,
    summary: 'One member of the flock as their leader sees them',
    description: `${who} Contact, relatives, 12 weeks of attendance, PEPs they won. A member not of the flock 404.`,
    params: flockMemberParams,
    responses: { 200: flockMemberDetailSchema },
    errors: [...denied, 422],
  }),

  celebrants: defineCall({
    service: 'groups',
    method: 'GET',
    path: '/flocks/:id/celebrants',
    access: 'session',
    who: flockCareRule,
    tags,
    summary: 'Birthdays and wedding anniversaries of the flock this week or month',
    description: `${who} Dates in the locale’s zone, sorted by date; Feb 29 birthdays fall on Feb 28 in other years.`,
    params: idParams,
    query: celebrantQuerySchema,
    responses: { 200: celebrantListSchema },
    errors: [...denied, 422],
  }),
};
