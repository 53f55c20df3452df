import {
  flockMembersBodySchema,
  flockMembersSchema,
  localeIdParams,
  localeMembersQuerySchema,
  memberPageSchema,
  memberSearchBodySchema,
  SEARCH_COUNT_LIMIT,
} from '../../admin-members.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { adminScopeText } from '../who.ts';
import { rule } from '../who.ts';

const tags = ['membership admin'];
const localeListAccess =
  'An admin over the locale sees every member with contact data; an endorsed member of the locale ' +
  "(flock leaders included) and the locale's finance officers (who record envelopes and statements) see the endorsed " +
  'members only, without e-mail, mobile, birth date or gender; others 403.';
/** Who lists a locale's members (`localeListViewOf`, `access/`). */
const localeListers = rule.data(
  'admins over the locale in `params.localeId`, its endorsed members and its finance officers (without contact data); anyone else 403',
);
const limit = SEARCH_COUNT_LIMIT.toLocaleString('en');

/** Lists of members: the admin search (`admin-members`), a locale's members (`members-list`) and the caller's flock. */
export const memberSearchCalls = {
  search: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/members/searchMember',
    access: 'session',
    who: rule.anyAdmin,
    tags,
    summary:
      'Search members by any part of name, e-mail, member id or mobile (case and accents ignored), with filters',
    description:
      `${adminScopeText} Keyset-paged: pass \`nextCursor\` back as \`cursor\` with the same filters and sort. ` +
      `\`total\` counts every page: a text search (\`q\`) stops counting past ${limit} matches, and then answers ` +
      `\`total\` ${limit} with \`totalExact\` false ("${limit}+"); otherwise (and always without \`q\`) \`total\` is exact ` +
      'and `totalExact` true. A `localeId` outside the scope is 403.',
    body: memberSearchBodySchema,
    responses: { 200: memberPageSchema },
    errors: refused,
  }),

  localeMembers: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/by-local/:localeId',
    access: 'session',

    who: localeListers,
    tags,
    summary: 'Members of a locale, by name (paged)',
    description: localeListAccess,
    params: localeIdParams,
    query: localeMembersQuerySchema,
    responses: { 200: memberPageSchema },
    errors: refused,
  }),

  localeMembersWithPhoto: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/by-localWithPhoto/:localeId',
    access: 'session',

    who: localeListers,
    tags,
    summary: 'Members of a locale who have a photo, by name (paged)',
    description: localeListAccess,
    params: localeIdParams,
    query: localeMembersQuerySchema,
    responses: { 200: memberPageSchema },
    errors: refused,
  }),

  flockMembers: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/members/flock/members',
    access: 'session',

    who: rule.data(
      'endorsed members: a flock leader their led flocks, a member their own flock; anyone else 403',
    ),
    tags,
    summary: "The caller's flock: a flock leader's led flocks, otherwise the member's own flock",
    description:
      'A flock leader gets full rows of every member of the flocks they lead; an endorsed member gets the ' +
      'endorsed members of their own flock without contact data. Not endorsed: 403.',
    body: flockMembersBodySchema,
    responses: { 200: flockMembersSchema },
    errors: denied,
  }),
};
