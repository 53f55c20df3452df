import {
  adminEmailChangeBodySchema,
  emailChangeConfirmBodySchema,
  emailChangeConfirmedSchema,
} from '../../admin-members.ts';
import { idParams } from '../../common.ts';
import { emailChangeRequestSchema } from '../../member-requests.ts';
import { defineCall, refused } from '../define-call.ts';
import { overMemberText } from '../who.ts';
import { rule } from '../who.ts';

const tags = ['membership admin'];

/** An e-mail change started by an admin, and its confirmation from the e-mailed link (`validated`). */
export const emailChangeCalls = {
  request: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/members/changeEmail/:id',
    access: 'session',
    who: rule.member('params.id', 'manage'),
    tags,
    summary: 'Change a member’s e-mail: a confirmation link goes to the new address, a notice to the old one',
    description:
      `${overMemberText} 403 too when the member's account holds a role the caller's scope does not strictly ` +
      'contain (a locale admin cannot change the address of another admin of her locale, or of anyone above her). ' +
      '409 when another account uses the address (ignoring case). Takes effect once confirmed.',
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
    description:
      '422 for an unknown, used or expired token; 409 if the address was taken meanwhile; 403 if the account ' +
      'gained a role above whoever filed the change. Ends every session of the account and voids its open ' +
      'password-reset links.',
    body: emailChangeConfirmBodySchema,
    responses: { 200: emailChangeConfirmedSchema },
    errors: [403, 409, 422],
  }),
};
