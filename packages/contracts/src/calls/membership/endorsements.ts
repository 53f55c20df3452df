import {
  endorseBodySchema,
  endorsementOutcomeSchema,
  endorsementPageSchema,
  endorsementsQuerySchema,
  mergeBodySchema,
  rejectBodySchema,
} from '../../admin-members.ts';
import { idParams } from '../../common.ts';
import { defineCall, refused } from '../define-call.ts';
import { overMemberText } from '../who.ts';
import { rule } from '../who.ts';

const tags = ['membership admin'];

/** Pending registrations and the admin's decision about each: endorse, reject or merge (`endorsement`). */
export const endorsementCalls = {
  pending: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/admin/endorsements',
    access: 'session',
    who: rule.anyAdmin,
    tags,
    summary:
      'Pending registrations in the caller’s scope, oldest first, with duplicate hints from any locale',
    description:
      'A hint about a record outside the caller’s scope shows only the reason and that locale’s name. Rejected registrations are left out.',
    query: endorsementsQuerySchema,
    responses: { 200: endorsementPageSchema },
    errors: refused,
  }),

  endorse: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/members/:id/endorse',
    access: 'session',

    who: rule.member('params.id', 'manage'),
    tags,
    summary: 'Endorse a pending registration, optionally with member type and flock (of the member’s locale)',
    description: `${overMemberText} 409 when already endorsed; 422 for a flock of another locale.`,
    params: idParams,
    body: endorseBodySchema,
    responses: { 200: endorsementOutcomeSchema },
    errors: refused,
  }),

  reject: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/members/:id/reject',
    access: 'session',

    who: rule.member('params.id', 'manage'),
    tags,
    summary:
      'Reject a pending registration; the reason is e-mailed to the person and shown on their not-authorized page',
    description: `${overMemberText} 409 when endorsed or already rejected.`,
    params: idParams,
    body: rejectBodySchema,
    responses: { 200: endorsementOutcomeSchema },
    errors: refused,
  }),

  merge: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/members/:id/merge',
    access: 'session',

    who: rule.data(
      'an admin over both the pending registration and the existing record; anyone else 403 (404 only to a super admin)',
    ),
    tags,
    summary:
      'Attach a pending registration’s account to an existing member record and remove the pending record',
    description:
      'The caller must administer both records. 409 when the existing record already has an account. Audited.',
    params: idParams,
    body: mergeBodySchema,
    responses: { 200: endorsementOutcomeSchema },
    errors: refused,
  }),
};
