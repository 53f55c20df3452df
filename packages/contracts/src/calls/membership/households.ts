import { idParams, noBodySchema, okSchema } from '../../common.ts';
import {
  dependantInputSchema,
  dependantSchema,
  householdDependantParams,
  householdListQuerySchema,
  householdMemberParams,
  householdPageSchema,
  householdPatchSchema,
  householdRequestListSchema,
  householdRequestParams,
  householdRequestSchema,
  householdSchema,
  myHouseholdSchema,
  newHouseholdRequestSchema,
  newHouseholdSchema,
} from '../../households/households.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['membership: households'];
const who =
  'Its members see its members’ names, photos and locales, its dependants and its address; its head and admins over ' +
  'a member’s locale may change it; anyone else 404.';

/** The household rule (`access/household-access.ts`) on the household in the path. */
const seers = rule.data(
  'its members and admins over a member’s locale; anyone else 404 like a missing household',
);
const editors = rule.data(
  'its head and admins over a member’s locale; its other members 403, anyone else 404 like a missing household',
);

/** Households (issue 18): a head, members of any locale, dependants, join requests and invitations. */
export const householdCalls = {
  mine: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/household',
    access: 'session',
    who: rule.data(
      'anyone signed in with a member record, for their own household; an account without one 403',
    ),
    tags,
    summary: 'My household, or null',
    description: 'Any signed-in member with a member record (403 without one).',
    responses: { 200: myHouseholdSchema },
    errors: [401, 403],
  }),

  create: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/households',
    access: 'session',

    who: rule.data(
      'endorsed members with a member record (an admin account without one 403 too); anyone else 403',
    ),
    tags,
    summary: 'Start a household; I become its head',
    description:
      'Endorsed members. 409 `already_in_household` when the caller belongs to one. An `addressId` must be one of ' +
      'the caller’s own addresses (422).',
    body: newHouseholdSchema,
    responses: { 201: householdSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/households',
    access: 'session',
    who: rule.recordSaying('You do not administer this locale', 'locale', 'query.localeId', 'admins'),
    tags,
    summary: 'Households with a member of a locale (admins)',
    description: 'Admins over the locale; others 403. By name, keyset paged.',
    query: householdListQuerySchema,
    responses: { 200: householdPageSchema },
    errors: [...denied, 422],
  }),

  get: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/households/:id',
    access: 'session',
    who: seers,
    tags,
    summary: 'One household',
    description: who,
    params: idParams,
    responses: { 200: householdSchema },
    errors: denied,
  }),

  update: defineCall({
    service: 'membership',
    method: 'PATCH',
    path: '/households/:id',
    access: 'session',
    who: editors,
    tags,
    summary: 'Rename, set the address or hand over the head',
    description:
      'Its head, or an admin over a member’s locale (audited). A new head must be a member of it (422); an ' +
      '`addressId` must be an address of one of its members (422).',
    params: idParams,
    body: householdPatchSchema,
    responses: { 200: householdSchema },
    errors: refused,
  }),

  request: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/households/:id/requests',
    access: 'session',
    who: rule.data(
      'to join, an endorsed member who sees it (a relative of one of its members, or invited before); to invite, ' +
        'its head and admins over a member’s locale; anyone else 404 like a missing household',
    ),
    tags,
    summary: 'Ask to join a household, or invite someone into mine',
    description:
      '`join`: an endorsed member not in a household (409 `already_in_household`) who can see the household (a ' +
      'relative linked to a member of it, or invited before — else 404). `invite`: the head (or an admin over a ' +
      'member’s locale) invites a member by id or a person by e-mail; one pending request per person (409 ' +
      '`request_pending`). The other side is told (notice `household.request`).',
    params: idParams,
    body: newHouseholdRequestSchema,
    responses: { 201: householdRequestSchema },
    errors: refused,
  }),

  requests: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/household-requests',
    access: 'session',

    who: rule.data(
      'anyone signed in with a member record, for the requests to and from them; an account without one 403',
    ),
    tags,
    summary: 'Household requests to me and from me',
    description:
      'To me: joins to my household when I am its head, invitations to me (by member or by my account’s e-mail). ' +
      'From me: what I asked or sent. Pending first, then the last 30 days decided.',
    responses: { 200: householdRequestListSchema },
    errors: [401, 403],
  }),

  accept: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/household-requests/:id/accept',
    access: 'session',

    who: rule.data(
      'the deciding side of the request: the head for a join, the invitee for an invitation; anyone else 404 like a missing request',
    ),
    tags,
    summary: 'The deciding side accepts: the member joins the household',
    description:
      'The head for a join, the invitee for an invitation; anyone else 404. Not pending 409 `request_decided`; the ' +
      'joiner already in another household 409 `already_in_household`. The asker is told.',
    params: householdRequestParams,
    body: noBodySchema,
    responses: { 200: householdSchema },
    errors: refused,
  }),

  decline: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/household-requests/:id/decline',
    access: 'session',

    who: rule.data(
      'the deciding side of the request (the head for a join, the invitee for an invitation) or the side that asked; anyone else 404 like a missing request',
    ),
    tags,
    summary: 'The deciding side declines (or the asking side withdraws)',
    description:
      'The deciding side declines; the side that asked withdraws it (status `cancelled`). Not pending 409 ' +
      '`request_decided`.',
    params: householdRequestParams,
    body: noBodySchema,
    responses: { 200: householdRequestSchema },
    errors: refused,
  }),

  removeMember: defineCall({
    service: 'membership',
    method: 'DELETE',
    path: '/households/:id/members/:memberId',
    access: 'session',
    who: rule.data(
      'the member leaving, its head and admins over a member’s locale; its other members 403, anyone else 404',
    ),
    tags,
    summary: 'A member leaves, or the head removes one',
    description:
      'The member themselves, the head, or an admin over a member’s locale. The head leaving hands the head to the ' +
      'longest-standing member; the last member leaving ends the household (its dependants with it).',
    params: householdMemberParams,
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: refused,
  }),

  addDependant: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/households/:id/dependants',
    access: 'session',
    who: editors,
    tags,
    summary: 'Add a dependant without a member record (a child)',
    description: 'The head, or an admin over a member’s locale. At most 20.',
    params: idParams,
    body: dependantInputSchema,
    responses: { 201: dependantSchema },
    errors: refused,
  }),

  updateDependant: defineCall({
    service: 'membership',
    method: 'PATCH',
    path: '/households/:id/dependants/:dependantId',
    access: 'session',
    who: editors,
    tags,
    summary: 'Correct a dependant',
    description: 'The head, or an admin over a member’s locale.',
    params: householdDependantParams,
    body: dependantInputSchema,
    responses: { 200: dependantSchema },
    errors: refused,
  }),

  removeDependant: defineCall({
    service: 'membership',
    method: 'DELETE',
    path: '/households/:id/dependants/:dependantId',
    access: 'session',
    who: editors,
    tags,
    summary: 'Remove a dependant',
    description: 'The head, or an admin over a member’s locale.',
    params: householdDependantParams,
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: refused,
  }),
};
