import { idParams } from '../../common.ts';
import { memberPlacementBodySchema } from '../../locale-admin.ts';
import { memberSchema, type Member } from '../../members.ts';
import { defineCall } from '../define-call.ts';
import { rule } from '../who.ts';

/** A member's type and flock, set by an admin over the member's locale (`group-modal`, `membertype-modal`). */
export const memberPlacementCalls = {
  place: defineCall({
    service: 'membership',
    method: 'PATCH',
    path: '/admin/members/:id/placement',
    access: 'session',
    who: rule.member('params.id', 'manage'),
    tags: ['membership admin'],
    summary: 'Set a member’s type and/or flock (`flockId: null` takes them out of their flock)',
    description:
      'An admin over the member’s locale (locale, district or super admin); others 403, flock leaders included. ' +
      'At least one field; the flock must belong to the member’s current locale (422 otherwise). ' +
      'Answers the updated member. Audited with the values before and after. Send the version the choice is based ' +
      'on in `If-Match` (the profile’s `ETag`, `member.version`): when the record changed since, 412 ' +
      '`precondition_failed` and nothing is written.',
    params: idParams,
    body: memberPlacementBodySchema,
    responses: { 200: memberSchema },
    errors: [401, 403, 404, 412, 422],
    versioned: { etag: (member: Member) => member.version, ifMatch: true },
  }),
};
