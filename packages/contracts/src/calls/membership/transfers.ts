import {
  adminTransferBodySchema,
  transferAcceptBodySchema,
  transferDecisionBodySchema,
  transferPageSchema,
  transferParams,
  transferSchema,
  transfersQuerySchema,
} from '../../admin-members.ts';
import { idParams } from '../../common.ts';
import { defineCall, refused } from '../define-call.ts';
import { overMemberText, rule } from '../who.ts';

const tags = ['membership admin'];
const decisionText = 'An admin of the receiving locale; others 403. 409 when no longer pending. Audited.';
/** A transfer is answered by the admins of the locale receiving the member (the transfer's locale). */
const answeredBy = rule.recordSaying(
  'Only an admin of the receiving locale may answer this transfer',
  'transfer',
  'params.transferId',
  'admins',
);

/** Transfers of members between locales, made and decided by admins (`locale-modal2`, `admin-page`). */
export const transferCalls = {
  transfer: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/members/transfer/:id',
    access: 'session',
    who: rule.member('params.id', 'manage'),
    tags,
    summary: 'Transfer a member to another locale',
    description:
      `${overMemberText} An admin over both locales (super admin, district admin of both) moves the member at once ` +
      '(status `accepted`); otherwise the transfer waits (`pending`) for the receiving locale’s admin. 409 while another is pending.',
    params: idParams,
    body: adminTransferBodySchema,
    responses: { 201: transferSchema },
    errors: refused,
  }),

  accept: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/transfers/:transferId/accept',
    access: 'session',
    who: answeredBy,
    tags,
    summary:
      'Accept a pending transfer: moves the member (into the chosen flock of the receiving locale, or none), records the destination, tells both sides',
    description: `${decisionText} \`flockId\` must be a flock of the receiving locale (422 otherwise).`,
    params: transferParams,
    body: transferAcceptBodySchema,
    responses: { 200: transferSchema },
    errors: refused,
  }),

  decline: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/transfers/:transferId/decline',
    access: 'session',
    who: answeredBy,
    tags,
    summary: 'Decline a pending transfer',
    description: decisionText,
    params: transferParams,
    body: transferDecisionBodySchema,
    responses: { 200: transferSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/admin/transfers',
    access: 'session',
    who: rule.anyAdmin,
    tags,
    summary: 'Transfers into (`in`) or out of (`out`) the caller’s locales, newest first (paged)',
    query: transfersQuerySchema,
    responses: { 200: transferPageSchema },
    errors: refused,
  }),
};
