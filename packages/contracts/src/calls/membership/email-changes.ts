import {
  adminEmailChangeBodySchema,
  emailChangeConfirmBodySchema,
  emailChangeConfirmedSchema,
} from '../../admin-members.ts';
import { idParams } from '../../common.ts';
import { emailChangeRequestSchema } from '../../member-requests.ts';
import { defineCall, refused } from '../define-call.ts';
import { overMemberText } from './admin-access-text.ts';

const tags = ['membership admin'];

/** An e-mail change started by an admin, and its confirmation from the e-mailed link (`validated`). */
export const emailChangeCalls = {
  request: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/members/changeEmail/:id',
    access: 'session',
    tags,
    summary: 'Change a member’s e-mail: a confirmation link goes to the new address, a notice to the old one',
    description: `${overMemberText} 409 when another account uses the address (ignoring case). Takes effect once confirmed.`,
    params: idParams,
    body: adminEmailChangeBodySchema,
    responses: { 201: emailChangeRequestSchema },
    errors: refused,
  }),

  confirm: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/email-change/confirm',
    access: 'public',
    rateLimit: { max: 10, timeWindow: '1 minute' },
    tags,
    summary: 'Public: confirm a new e-mail address with the token from the link (rate-limited)',
    description: '422 for an unknown, used or expired token; 409 if the address was taken meanwhile.',
    body: emailChangeConfirmBodySchema,
    responses: { 200: emailChangeConfirmedSchema },
    errors: [409, 422],
  }),
};
