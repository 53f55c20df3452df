import { changePasswordBodySchema, changePasswordResponseSchema } from '../../auth.ts';
import { defineCall } from '../define-call.ts';
import { rule } from '../who.ts';

/** The caller's password change under the membership service (`edit-password`, `tabs/change-password`). */
export const membershipPasswordChangeCalls = {
  change: defineCall({
    service: 'membership',
    method: 'PUT',
    path: '/users/changePassword',
    access: 'session',
    who: rule.signedIn,
    tags: ['membership'],
    summary: "Change the caller's password; ends their other sessions",
    description:
      'The current password is checked against the same per-account tries as a sign-in (429 with Retry-After when locked).',
    body: changePasswordBodySchema,
    responses: { 200: changePasswordResponseSchema },
    errors: [401, 403, 404, 422, 429],
  }),
};
