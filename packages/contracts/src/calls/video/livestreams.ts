import { idParams, noBodySchema, okSchema } from '../../common.ts';
import {
  currentLivestreamQuerySchema,
  currentLivestreamSchema,
  livestreamListQuerySchema,
  livestreamPageSchema,
  livestreamPatchSchema,
  livestreamSchema,
  livestreamWatchSchema,
  newLivestreamSchema,
} from '../../video/livestreams.ts';
import { rule } from '../who.ts';
import { defineCall, denied, refused } from '../define-call.ts';

const tags = ['video: livestreams'];

/** Livestreams (issue 18): scheduled per locale; watching one long enough checks the member in. */
export const livestreamCalls = {
  current: defineCall({
    service: 'video',
    method: 'GET',
    path: '/livestreams/current',
    access: 'session',
    who: rule.endorsed,
    tags,
    summary: 'The locale’s stream live now and the next one scheduled',
    description:
      'Any endorsed member (a member abroad may watch another locale’s service; only the locale’s own members are ' +
      'checked in by watching) and admins.',
    query: currentLivestreamQuerySchema,
    responses: { 200: currentLivestreamSchema },
    errors: [...denied, 422],
  }),
  list: defineCall({
    service: 'video',
    method: 'GET',
    path: '/livestreams',
    access: 'session',
    who: rule.endorsed,
    tags,
    summary: 'A locale’s livestreams, soonest first (with `past=true`, those that ended too, newest first)',
    description: 'Endorsed members (not ended ones) and admins over the locale.',
    query: livestreamListQuerySchema,
    responses: { 200: livestreamPageSchema },
    errors: [...denied, 422],
  }),
  one: defineCall({
    service: 'video',
    method: 'GET',
    path: '/livestreams/:id',
    access: 'session',
    who: rule.endorsed,
    tags,
    summary: 'One livestream (the `livestream-modal` player and its countdown)',
    params: idParams,
    responses: { 200: livestreamSchema },
    errors: denied,
  }),
  create: defineCall({
    service: 'video',
    method: 'POST',
    path: '/livestreams',
    access: 'session',
    who: rule.recordSaying(
      'Only admins of this locale schedule its livestreams',
      'locale',
      'body.localeId',
      'admins',
    ),
    tags,
    summary: 'Schedule a livestream for a locale (its admins)',
    description:
      'The URL’s host must be allowed (VIDEO_EMBED_HOSTS for embeds, VIDEO_STREAM_HOSTS for HLS): 422 ' +
      '`host_not_allowed`. A `gatheringId` must be of the locale (422); without one, the locale’s gathering whose ' +
      'time overlaps the stream’s start is linked. Audited.',
    body: newLivestreamSchema,
    responses: { 201: livestreamSchema },
    errors: refused,
  }),
  update: defineCall({
    service: 'video',
    method: 'PATCH',
    path: '/livestreams/:id',
    access: 'session',
    who: rule.recordSaying(
      'Only admins of this livestream’s locale may change it',
      'livestream',
      'params.id',
      'admins',
    ),
    tags,
    summary: 'Change a livestream (admins over its locale)',
    params: idParams,
    body: livestreamPatchSchema,
    responses: { 200: livestreamSchema },
    errors: refused,
  }),
  remove: defineCall({
    service: 'video',
    method: 'DELETE',
    path: '/livestreams/:id',
    access: 'session',
    who: rule.recordSaying(
      'Only admins of this livestream’s locale may change it',
      'livestream',
      'params.id',
      'admins',
    ),
    tags,
    summary: 'Delete a livestream (admins over its locale); check-ins it gave stay',
    params: idParams,
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: denied,
  }),
  watch: defineCall({
    service: 'video',
    method: 'POST',
    path: '/livestreams/:id/watch',
    access: 'session',
    who: rule.data(
      'endorsed members with a member record (admin accounts without one 403 too); anyone else 403',
    ),
    tags,
    summary: 'A heartbeat while the caller watches a live stream; enough watching checks them in, once',
    description:
      'Sent every minute while the stream plays. The server counts the time between heartbeats (at most 90 s per ' +
      'beat, only while the stream is live), so beats sent faster add nothing. When a member of the stream’s ' +
      'locale reaches LIVESTREAM_CREDIT_MINUTES (default 20) they are checked in to its gathering with method ' +
      '`livestream`, once. A stream not live now 409 (`no_gathering` is not an error: `credit` says it).',
    params: idParams,
    body: noBodySchema,
    responses: { 200: livestreamWatchSchema },
    errors: [...denied, 409],
  }),
};
