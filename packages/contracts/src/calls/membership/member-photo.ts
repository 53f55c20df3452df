import { idParams, okSchema } from '../../common.ts';
import { MEDIA_LIMITS, photoFileParams, photoUploadResponseSchema } from '../../member-media.ts';
import { defineCall, denied, fileAnswerSchema, uploadRefused } from '../define-call.ts';
import { rule } from '../who.ts';

/** A member's profile photo (`profile-photo`, `edit-member-photo`) and its files. */
export const memberPhotoCalls = {
  upload: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/members/:id/updatePhoto',
    access: 'session',
    who: rule.member('params.id', 'edit'),
    tags: ['membership'],
    summary: "Upload a member's profile photo",
    description:
      '`multipart/form-data` with one file in the field `photo`: a JPEG, PNG or WebP image (the type is read from the ' +
      `bytes, not the name) of at most ${MEDIA_LIMITS.photoMaxBytes / (1024 * 1024)} MB. The server turns it upright, ` +
      'removes all metadata (EXIF location included), crops it square from the centre and stores it as WebP in 96, ' +
      '400 and 800 px. Answers the new `photo` path (`/profile/{memberId}/{version}-400.webp`); the previous photo ' +
      'files are deleted. Another type answers 415, a larger file 413, a file that does not decode 422. ' +
      'The member themself (endorsed) or an admin over them; an admin’s change is audited.',
    params: idParams,
    upload: { field: 'photo', description: 'A JPEG, PNG or WebP image, at most 10 MB' },
    responses: { 200: photoUploadResponseSchema },
    errors: uploadRefused,
  }),
  remove: defineCall({
    service: 'membership',
    method: 'DELETE',
    path: '/members/:id/photo',
    access: 'session',
    who: rule.member('params.id', 'edit'),
    tags: ['membership'],
    summary: "Remove a member's profile photo",
    description: 'Clears `photo` and deletes its files. The member themself or an admin over them (audited).',
    params: idParams,
    responses: { 200: okSchema },
    errors: denied,
  }),
  /**
   * The photo files, at the root like the spec's `/profile…` paths. No session: public invitation pages
   * show them, and the path carries an unguessable version that changes with every upload, which is also
   * why the files can be cached forever.
   */
  file: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/profile/:memberId/:file',
    root: true,
    access: 'public',
    tags: ['membership'],
    summary: 'A profile photo file (square WebP)',
    description:
      'Public, immutable and cached for a year: a new upload gets a new path. Unknown files answer 404.',
    params: photoFileParams,
    file: { description: 'The photo', contentTypes: ['image/webp'] },
    responses: { 200: fileAnswerSchema },
    errors: [404],
  }),
};
