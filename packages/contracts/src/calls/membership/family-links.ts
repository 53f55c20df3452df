import { noBodySchema } from '../../common.ts';
import {
  familyCardSchema,
  familyLinkParams,
  familyRequestListSchema,
  familyRequestSchema,
  newFamilyRequestSchema,
} from '../../households/family-requests.ts';
import { householdRequestParams } from '../../households/households.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['membership: family links'];

/** Family links (issue 18): a relative of my family background confirms they are that member. */
export const familyRequestCalls = {
  create: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/family-requests',
    access: 'session',
    who: rule.data(
      'endorsed members with a member record (an admin account without one 403 too); anyone else 403',
    ),
    tags,
    summary: 'Ask a relative to confirm the family link to their member record',
    description:
      'Endorsed members, about another endorsed member (any locale). `relativeEntryId` must be an entry of my family ' +
      'background (422 otherwise); one pending request per pair (409 `request_pending`); already linked 409 ' +
      '`already_linked`. The relative is told (notice `family.request`).',
    body: newFamilyRequestSchema,
    responses: { 201: familyRequestSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/family-requests',
    access: 'session',

    who: rule.signedIn,
    tags,
    summary: 'Family requests to me and from me',
    description: 'Pending first, then the last 30 days decided.',
    responses: { 200: familyRequestListSchema },
    errors: [401, 403],
  }),

  accept: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/family-requests/:id/accept',
    access: 'session',

    who: rule.data('the relative the request asks, once endorsed; anyone else 404 like a missing request'),
    tags,
    summary: 'The relative confirms: both family backgrounds show the link',
    description:
      'The relative only (anyone else 404). The asker’s entry points at the relative’s record (made if there was ' +
      'none) and the relative gets the mirrored entry (parent ↔ child, spouse ↔ spouse, sibling ↔ sibling) pointing ' +
      'back; spouses with a wedding date get it on both records. Not pending 409 `request_decided`.',
    params: householdRequestParams,
    body: noBodySchema,
    responses: { 200: familyRequestSchema },
    errors: refused,
  }),

  decline: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/family-requests/:id/decline',
    access: 'session',

    who: rule.data(
      'the two members of the request: the relative declines, the asker withdraws; anyone else 404 like a missing request',
    ),
    tags,
    summary: 'The relative declines (or the asker withdraws)',
    description: 'Not pending 409 `request_decided`.',
    params: householdRequestParams,
    body: noBodySchema,
    responses: { 200: familyRequestSchema },
    errors: refused,
  }),

  card: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/family-links/:memberId',
    access: 'session',

    who: rule.data(
      'a member linked to the member in `params.memberId` by an accepted family link; anyone else 404 like a missing relative',
    ),
    tags,
    summary: 'A linked relative’s card',
    description: 'Only a member linked to the caller by an accepted family link; anyone else 404.',
    params: familyLinkParams,
    responses: { 200: familyCardSchema },
    errors: denied,
  }),
};
