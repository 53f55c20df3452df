import { changePasswordBodySchema, changePasswordResponseSchema } from '../../auth.ts';
import { idParams } from '../../common.ts';
import { rule } from '../who.ts';
import { defineCall } from '../define-call.ts';

/** The caller's password change under the login service (the membership service has its own path for it). */
export const passwordChangeCalls = {
  change: defineCall({
    service: 'login',
    method: 'PUT',
    path: '/changePassword/:id',
    access: 'session',
    who: rule.data('the caller’s own password (the id is their account or member id); anyone else’s 403'),
    tags: ['login'],
    summary: "Change the caller's password (id: the caller's user or member id); ends their other sessions",
    description:
      'The current password is checked against the same per-account tries as a sign-in (429 with Retry-After when locked).',
    params: idParams,
    body: changePasswordBodySchema,
    responses: { 200: changePasswordResponseSchema },
    errors: [401, 403, 422, 429],
  }),
};
