import { userAccessSchema } from '../../access.ts';
import { idParams } from '../../common.ts';
import { defineCall, denied } from '../define-call.ts';
import { rule } from '../who.ts';

/** What a user's roles allow. */
export const userAccessCalls = {
  get: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/user-access/:id',
    access: 'session',
    who: rule.data(
      'the user themself, or admins over the user’s member record (a super admin over anyone); anyone else 403',
    ),
    tags: ['membership'],
    summary: "A user's roles, scopes and permissions (another user's only for an admin over them)",
    params: idParams,
    responses: { 200: userAccessSchema },
    errors: denied,
  }),
};
