import { idParams } from '../../common.ts';
import { profileSchema } from '../../members.ts';
import { personalDataBodySchema } from '../../profile-sections.ts';
import { defineCall } from '../define-call.ts';

/** The member's personal data (`personal-data`, `edit-member`, `edit-member2`). */
export const personalDataCalls = {
  update: defineCall({
    service: 'membership',
    method: 'PATCH',
    path: '/members/updateMemberGoodManApp/:id',
    access: 'session',
    tags: ['membership'],
    summary: "Update a member's personal data (only the fields sent change)",
    description:
      'The member themself (endorsed) or an admin over their locale; an admin’s change is audited. `null` clears a ' +
      'field. `email` is refused here (422): it changes through the admin email-change flow. Answers the updated profile.',
    params: idParams,
    body: personalDataBodySchema,
    responses: { 200: profileSchema },
    errors: [401, 403, 404, 422],
  }),
};
