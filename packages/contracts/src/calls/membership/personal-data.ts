import { idParams } from '../../common.ts';
import { profileSchema, type Profile } from '../../members.ts';
import { personalDataBodySchema } from '../../profile-sections.ts';
import { defineCall } from '../define-call.ts';
import { rule } from '../who.ts';

/** The member's personal data (`personal-data`, `edit-member`, `edit-member2`). */
export const personalDataCalls = {
  update: defineCall({
    service: 'membership',
    method: 'PATCH',
    path: '/members/updateMemberGoodManApp/:id',
    access: 'session',
    who: rule.member('params.id', 'edit'),
    tags: ['membership'],
    summary: "Update a member's personal data (only the fields sent change)",
    description:
      'The member themself (endorsed) or an admin over their locale; an admin’s change is audited. `null` clears a ' +
      'field. `email` is refused here (422): it changes through the admin email-change flow. Answers the updated profile. ' +
      'Send the version the edit is based on in `If-Match` (the profile’s `ETag`, `member.version`): when the record ' +
      'changed since, 412 `precondition_failed` and nothing is written (read the profile again for the latest).',
    params: idParams,
    body: personalDataBodySchema,
    responses: { 200: profileSchema },
    errors: [401, 403, 404, 412, 422],
    versioned: { etag: (profile: Profile) => profile.member.version, ifMatch: true },
  }),
};
