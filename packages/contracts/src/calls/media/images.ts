import { MEDIA_UPLOAD_LIMITS, mediaFileParams, mediaUploadAnswerSchema } from '../../media.ts';
import { rule } from '../who.ts';
import { defineCall, fileAnswerSchema, uploadRefused } from '../define-call.ts';

const tags = ['media'];

/** The spec's image-hosting service, which requires a session here (DESIGN.md section 7). */
export const mediaCalls = {
  upload: defineCall({
    service: 'media',
    method: 'POST',
    path: '/',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'Upload an image (flyer art and the like)',
    description:
      '`multipart/form-data` with one file in the field `image`: a JPEG, PNG or WebP (the type is read from the ' +
      `bytes) of at most ${MEDIA_UPLOAD_LIMITS.imageMaxBytes / (1024 * 1024)} MB. Turned upright, every bit of ` +
      `metadata (EXIF location included) removed, scaled to at most ${MEDIA_UPLOAD_LIMITS.maxSide} px on its longer ` +
      'side and stored as WebP under its content hash: `{ url }` is `/api/media/{sha256}.webp`. Any signed-in ' +
      `person, at most ${MEDIA_UPLOAD_LIMITS.perHour} an hour. Another type 415, larger 413, undecodable 422.`,
    upload: { field: 'image', description: 'A JPEG, PNG or WebP image, at most 10 MB' },
    rateLimit: { max: MEDIA_UPLOAD_LIMITS.perHour, timeWindow: '1 hour' },
    responses: { 201: mediaUploadAnswerSchema },
    errors: [...uploadRefused, 429],
  }),
  file: defineCall({
    service: 'media',
    method: 'GET',
    path: '/:file',
    access: 'public',
    tags,
    summary: 'A stored image',
    description:
      'Public (invitation pages show flyer art to guests), immutable and cached for a year: the name is the ' +
      'content’s hash. Unknown files answer 404.',
    params: mediaFileParams,
    file: { description: 'The image', contentTypes: ['image/webp'] },
    responses: { 200: fileAnswerSchema },
    errors: [404],
  }),
};
