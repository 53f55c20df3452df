import { idParams } from '../../common.ts';
import {
  emailChangeRequestBodySchema,
  emailChangeRequestListSchema,
  emailChangeRequestSchema,
  transferRequestBodySchema,
  transferRequestListSchema,
  transferRequestSchema,
} from '../../member-requests.ts';
import { denied, defineCall, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const who =
  'The endorsed member themself or an admin over them (an admin’s request is audited); anyone else 403.';

/** The member themself once endorsed, or admins over them; flock leaders not. */
const requesters = rule.member('params.id', 'edit', 'Only the member or an admin over them may do this');

/** A member's own transfer and e-mail-change requests (`edit-member-locale`, `edit-member-email`). */
export const memberRequestsCalls = {
  requestTransfer: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/members/:id/transfer-request',
    access: 'session',
    who: requesters,
    tags: ['membership'],
    summary: 'Ask to move the member to another locale (pending until the receiving locale answers)',
    description:
      `${who} 422 on \`toLocaleId\` for the member's current locale or an unknown locale; 409 while another ` +
      'transfer request of the member is pending.',
    params: idParams,
    body: transferRequestBodySchema,
    responses: { 201: transferRequestSchema },
    errors: refused,
  }),

  listTransfers: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/:id/transfer-requests',
    access: 'session',

    who: requesters,
    tags: ['membership'],
    summary: "The member's transfer requests, newest first",
    description: who,
    params: idParams,
    responses: { 200: transferRequestListSchema },
    errors: denied,
  }),

  requestEmailChange: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/members/:id/email-change-request',
    access: 'session',

    who: requesters,
    tags: ['membership'],
    summary: "Ask to change the member's e-mail address (takes effect once the new address is confirmed)",
    description:
      `${who} An admin filing it for an account that holds a role her scope does not strictly contain gets 403. ` +
      "409 when another account uses the address (ignoring case); 422 for the member's current address. " +
      'A new request replaces a pending one (the earlier one becomes `cancelled`).',
    params: idParams,
    body: emailChangeRequestBodySchema,
    responses: { 201: emailChangeRequestSchema },
    errors: refused,
  }),

  listEmailChanges: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/:id/email-change-requests',
    access: 'session',

    who: requesters,
    tags: ['membership'],
    summary: "The member's e-mail-change requests, newest first",
    description: who,
    params: idParams,
    responses: { 200: emailChangeRequestListSchema },
    errors: denied,
  }),
};
