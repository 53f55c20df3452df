import { adminMemberDetailSchema } from '../../admin-members.ts';
import { idParams } from '../../common.ts';
import { defineCall, denied } from '../define-call.ts';
import { rule } from '../who.ts';
import { adminScopeText } from '../who.ts';

/** One member as an admin sees them: the record, the account, sign-ins, roles, consents, open requests. */
export const memberDetailCalls = {
  detail: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/admin/members/:id',
    access: 'session',
    who: rule.member('params.id', 'manage'),
    tags: ['membership admin'],
    summary: 'Member and account detail: account status, last 10 sign-ins, roles, consents, open requests',
    description: adminScopeText,
    params: idParams,
    responses: { 200: adminMemberDetailSchema },
    errors: denied,
  }),
};
