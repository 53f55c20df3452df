import { idParams } from '../../common.ts';
import { profileSchema, publicProfileSchema, type Profile } from '../../members.ts';
import { defineCall, denied } from '../define-call.ts';
import { rule } from '../who.ts';

const memberVersion = (profile: Profile) => profile.member.version;

/** A member's profile: one's own, one in the caller's scope, and the public card of an endorsed member. */
export const profileCalls = {
  myProfile: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/myProfile',
    access: 'session',
    who: rule.data('anyone signed in with a member record, for their own; an account without one 404'),
    tags: ['membership'],
    summary: "The caller's member profile, completeness and (while pending) who endorses them",
    description: 'The `ETag` is the member record’s version (`member.version`), for `If-Match` on its edits.',
    responses: { 200: profileSchema },
    errors: denied,
    versioned: { etag: memberVersion },
  }),
  memberProfile: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/profileByMemberId/:id',
    access: 'session',
    who: rule.data(
      'the member themself, their flock leaders or admins over them (`canActOnMember`, `view`, applied by the service); anyone else 403 (404 only to a super admin)',
    ),
    tags: ['membership'],
    summary: 'A member profile within the caller’s scope (self, flock leader, locale/district/super admin)',
    description: 'The `ETag` is the member record’s version (`member.version`), for `If-Match` on its edits.',
    params: idParams,
    responses: { 200: profileSchema },
    errors: denied,
    versioned: { etag: memberVersion },
  }),
  publicProfile: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/profileByMemberIdNoAuth/:id',
    access: 'public',
    tags: ['membership'],
    summary: 'Public: display name, photo and locale name of an endorsed member (for invitations)',
    params: idParams,
    responses: { 200: publicProfileSchema },
    errors: [404],
  }),
};
