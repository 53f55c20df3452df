import { idParams, noBodySchema, okSchema } from '../../common.ts';
import {
  continueWatchingSchema,
  newVideoSchema,
  videoListQuerySchema,
  videoPageSchema,
  videoPatchSchema,
  videoProgressInputSchema,
  videoProgressSchema,
  videoSchema,
  videoUploadSchema,
} from '../../video/videos.ts';
import { defineCall, denied, fileAnswerSchema, refused, uploadRefused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['video: videos'];
const who =
  'Members see videos for everyone, for their district and for their locale once published; admins also see ' +
  'those of their scope not yet published. Anyone else 404.';
/** The video rule (`access/video-access.ts`) on the video in the path. */
const watchers = rule.data(
  'the members of its audience once published, and admins over its audience; anyone else 404 like a missing video',
);
const editors = rule.data('admins over its audience; its other watchers 403, anyone else 404');

/** Videos (issue 18): uploaded MP4s, HLS playlists and embedded players, by category and audience. */
export const videoCalls = {
  list: defineCall({
    service: 'video',
    method: 'GET',
    path: '/videos',
    access: 'session',
    who: rule.data(
      'anyone signed in: the videos their audience sees (`access/video-access.ts`); with `manage=true`, admins only (others 403)',
    ),
    tags,
    summary: 'Videos the caller may watch (or, `manage=true`, edit), newest first, paged',
    description: `${who} \`q\` searches titles and descriptions (case and accents ignored).`,
    query: videoListQuerySchema,
    responses: { 200: videoPageSchema },
    errors: [...denied, 422],
  }),
  continueWatching: defineCall({
    service: 'video',
    method: 'GET',
    path: '/videos/continue',
    access: 'session',
    who: rule.signedIn,
    tags,
    summary: 'The caller’s videos begun and not finished, most recently watched first',
    responses: { 200: continueWatchingSchema },
    errors: [401, 403],
  }),
  one: defineCall({
    service: 'video',
    method: 'GET',
    path: '/videos/:id',
    access: 'session',
    who: watchers,
    tags,
    summary: 'One video with its playable URL and the caller’s progress',
    description: who,
    params: idParams,
    responses: { 200: videoSchema },
    errors: denied,
  }),
  upload: defineCall({
    service: 'video',
    method: 'POST',
    path: '/videos/upload',
    access: 'session',
    who: rule.data('admins over any locale, district or the church; anyone else 403'),
    tags,
    summary: 'Upload a video file (admins); describe it with `POST videos` and the `uploadId` answered',
    description:
      '`multipart/form-data` with one file in the field `file`: an MP4 (the type is read from the bytes, not the ' +
      'name), at most VIDEO_UPLOAD_MAX_MB (default 1024 MB; 413 above). Another type 415. Admins over any locale. ' +
      'An upload not described within a day is removed.',
    upload: { field: 'file', description: 'An MP4 video' },
    responses: { 201: videoUploadSchema },
    errors: uploadRefused,
  }),
  create: defineCall({
    service: 'video',
    method: 'POST',
    path: '/videos',
    access: 'session',
    who: rule.data(
      'admins over the audience it is for: its locale’s admins, its district’s admins, super admins for everyone',
    ),
    tags,
    summary: 'Publish a video: an upload, an HLS playlist URL or an embed URL of an allowed host',
    description:
      'Admins over the audience: a locale’s admins for the locale, district admins for the district, super admins ' +
      'for everyone. An embed URL’s host must be on VIDEO_EMBED_HOSTS, an HLS URL’s on VIDEO_STREAM_HOSTS (or the ' +
      'app’s own origin): 422 `host_not_allowed`. The category must be of the audience’s locale or shared. Audited.',
    body: newVideoSchema,
    responses: { 201: videoSchema },
    errors: refused,
  }),
  update: defineCall({
    service: 'video',
    method: 'PATCH',
    path: '/videos/:id',
    access: 'session',
    who: editors,
    tags,
    summary: 'Change a video’s title, description, category, publication time or duration',
    description: 'Admins over its audience. Audited.',
    params: idParams,
    body: videoPatchSchema,
    responses: { 200: videoSchema },
    errors: refused,
  }),
  remove: defineCall({
    service: 'video',
    method: 'DELETE',
    path: '/videos/:id',
    access: 'session',
    who: editors,
    tags,
    summary: 'Delete a video (an upload’s file too)',
    description: 'Admins over its audience. Audited.',
    params: idParams,
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: denied,
  }),
  file: defineCall({
    service: 'video',
    method: 'GET',
    path: '/videos/:id/file',
    access: 'session',
    who: watchers,
    tags,
    summary: 'An uploaded video’s bytes, with HTTP range requests',
    description:
      `${who} \`Range: bytes=start-end\` answers 206 with those bytes and \`Content-Range\`; a range outside the ` +
      'file 416 with `Content-Range: bytes */size`; no range 200 with the whole file. `Accept-Ranges: bytes` ' +
      'always. A linked (HLS or embed) video has no file: 404.',
    params: idParams,
    file: { description: 'The video (all or the range asked)', contentTypes: ['video/mp4'] },
    responses: { 200: fileAnswerSchema },
    errors: [...denied, 416],
  }),
  saveProgress: defineCall({
    service: 'video',
    method: 'PUT',
    path: '/videos/:id/progress',
    access: 'session',
    who: watchers,
    tags,
    summary: 'Where the caller is in a video (for "continue watching")',
    description: `${who} Members with a member record.`,
    params: idParams,
    body: videoProgressInputSchema,
    responses: { 200: videoProgressSchema },
    errors: [...denied, 422],
  }),
};
