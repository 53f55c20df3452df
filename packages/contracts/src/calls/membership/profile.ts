import { idParams } from '../../common.ts';
import { profileSchema, publicProfileSchema, type Profile } from '../../members.ts';
import { defineCall, denied } from '../define-call.ts';

const memberVersion = (profile: Profile) => profile.member.version;

/** A member's profile: one's own, one in the caller's scope, and the public card of an endorsed member. */
export const profileCalls = {
  myProfile: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/members/myProfile',
    access: 'session',
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
