import {
  newLivestreamSchema,
  newVideoSchema,
  livestreamPatchSchema,
  VIDEO_LIMITS,
  videoPatchSchema,
  type LivestreamPatch,
  type LivestreamSource,
  type Locale,
  type NewLivestream,
  type NewVideo,
  type UserAccess,
  type Video,
  type VideoAudience,
  type VideoPatch,
} from '@congregate/contracts';
import type { z } from 'zod';
import { isApiError } from '../../../../../lib/api/index.ts';
import { isSuperAdmin } from '../../../../../lib/auth/admin-scope.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../../../lib/forms/field-errors.ts';
import { instantOfWallTime, wallTimeOf } from '../../../../../lib/format/zoned-time.ts';
import type { MessageKey, MessageParams } from '../../../../../lib/i18n/index.ts';
import type { VideosAdminKey } from '../i18n/index.ts';

type Translate = (key: MessageKey, params?: MessageParams) => string;
type Vt = (key: VideosAdminKey, params?: MessageParams) => string;

const MB = 1024 * 1024;

/**
 * The client's guess of the upload limit: the server's (VIDEO_UPLOAD_MAX_MB) is not in the contracts, so the
 * default is checked before sending and a smaller server limit is said from its 413 (`details.maxBytes`).
 */
export const UPLOAD_MAX_BYTES = VIDEO_LIMITS.uploadMaxMbDefault * MB;

/** Megabytes with one decimal, for "12.5 MB of 80.0 MB". */
export const megabytes = (bytes: number) => (bytes / MB).toFixed(1);

/** Why a chosen file is refused before it is sent: not an MP4 (as the browser types it), or too large. */
export function fileProblem(file: File, maxBytes = UPLOAD_MAX_BYTES): 'type' | 'size' | null {
  if (file.type !== 'video/mp4') return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/**
 * Whom the admin may publish a video of `locale` for (the server's `managesVideo`): the locale always (the page
 * lists only locales they look after), its district for the district's admins and super admins, everyone for
 * super admins.
 */
export function audienceChoices(access: UserAccess, locale: Locale): VideoAudience[] {
  const superAdmin = isSuperAdmin(access);
  const district =
    locale.districtId !== null &&
    (superAdmin ||
      access.roles.some((grant) => grant.role === 'district_admin' && grant.scopeId === locale.districtId));
  return ['locale', ...(district ? (['district'] as const) : []), ...(superAdmin ? (['all'] as const) : [])];
}

/** What the describe form holds: times are wall-clock in the locale's zone (`2026-03-01T09:00`) or empty. */
export interface VideoFields {
  title: string;
  description: string;
  categoryId: string | null;
  publishAt: string;
  audience: VideoAudience;
}

export const emptyVideoFields: VideoFields = {
  title: '',
  description: '',
  categoryId: null,
  publishAt: '',
  audience: 'locale',
};

export type VideoSourceInput =
  { source: 'upload'; uploadId: string | null } | { source: 'hls' | 'embed'; url: string };

type Checked<T> = { body: T; errors: null } | { body: null; errors: FieldErrors };

/** Errors of a failed parse in this page's words: a URL says what a good one is, a missing upload asks for it. */
function formErrors(error: z.ZodError, t: Translate, vt: Vt): FieldErrors {
  const errors = fieldErrorsFromZod(error, t);
  if (errors.url) errors.url = vt('errors.url');
  if (errors.uploadId) {
    errors.file = vt('errors.fileFirst');
    delete errors.uploadId;
  }
  for (const field of ['startsAt', 'endsAt', 'publishedAt'] as const)
    if (errors[field]) errors[field] = vt('errors.date');
  if (errors.publishedAt) {
    errors.publishAt = errors.publishedAt;
    delete errors.publishedAt;
  }
  return errors;
}

/** A wall time's instant; `undefined` when empty, `null` when it is not a date and time. */
function instantOf(wall: string, timeZone: string): string | null | undefined {
  if (!wall.trim()) return undefined;
  return instantOfWallTime(wall, timeZone);
}

/** A new video's body, or what is wrong with the form. */
export function checkNewVideo(
  fields: VideoFields,
  source: VideoSourceInput,
  locale: Locale,
  t: Translate,
  vt: Vt,
): Checked<NewVideo> {
  const publishedAt = instantOf(fields.publishAt, locale.timeZone);
  const body = {
    title: fields.title,
    description: fields.description,
    categoryId: fields.categoryId,
    audience: fields.audience,
    localeId: fields.audience === 'locale' ? locale.id : null,
    districtId: fields.audience === 'district' ? locale.districtId : null,
    ...(publishedAt ? { publishedAt } : {}),
    source: source.source,
    ...(source.source === 'upload'
      ? source.uploadId
        ? { uploadId: source.uploadId }
        : {}
      : { url: source.url.trim() }),
  };
  const parsed = newVideoSchema.safeParse(body);
  const errors = parsed.success ? {} : formErrors(parsed.error, t, vt);
  if (publishedAt === null) errors.publishAt = vt('errors.date');
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** A video's fields as the edit form shows them (its time in the locale's zone). */
export function fieldsOfVideo(video: Video, timeZone: string): VideoFields {
  return {
    title: video.title,
    description: video.description,
    categoryId: video.category?.id ?? null,
    publishAt: wallTimeOf(video.publishedAt, timeZone),
    audience: video.audience,
  };
}

/** The change to a video (its publication time only when it was changed), or what is wrong with the form. */
export function checkVideoPatch(
  fields: VideoFields,
  video: Video,
  timeZone: string,
  t: Translate,
  vt: Vt,
): Checked<VideoPatch> {
  const timeChanged = fields.publishAt !== wallTimeOf(video.publishedAt, timeZone);
  const publishedAt = timeChanged ? instantOf(fields.publishAt, timeZone) : undefined;
  const body = {
    title: fields.title,
    description: fields.description,
    categoryId: fields.categoryId,
    ...(publishedAt ? { publishedAt } : {}),
  };
  const parsed = videoPatchSchema.safeParse(body);
  const errors = parsed.success ? {} : formErrors(parsed.error, t, vt);
  if (timeChanged && !publishedAt) errors.publishAt = vt('errors.date');
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** The livestream form: wall-clock times in the locale's zone. */
export interface LivestreamFields {
  title: string;
  source: LivestreamSource;
  url: string;
  startsAt: string;
  endsAt: string;
}

export const emptyLivestreamFields: LivestreamFields = {
  title: '',
  source: 'hls',
  url: '',
  startsAt: '',
  endsAt: '',
};

/** The form's own checks of the times, worded for people (the schema says the same in English). */
function periodErrors(startsAt: string | null | undefined, endsAt: string | null | undefined, vt: Vt) {
  const errors: FieldErrors = {};
  if (!startsAt) errors.startsAt = vt('errors.date');
  if (!endsAt) errors.endsAt = vt('errors.date');
  if (startsAt && endsAt) {
    const length = Date.parse(endsAt) - Date.parse(startsAt);
    if (length <= 0) errors.endsAt = vt('errors.endAfterStart');
    else if (length > VIDEO_LIMITS.livestreamMaxHours * 3_600_000)
      errors.endsAt = vt('errors.tooLong', { hours: VIDEO_LIMITS.livestreamMaxHours });
  }
  return errors;
}

function livestreamBody(fields: LivestreamFields, timeZone: string) {
  return {
    title: fields.title,
    source: fields.source,
    url: fields.url.trim(),
    startsAt: instantOf(fields.startsAt, timeZone),
    endsAt: instantOf(fields.endsAt, timeZone),
  };
}

/** A new livestream of the locale, or what is wrong with the form. */
export function checkNewLivestream(
  fields: LivestreamFields,
  locale: Locale,
  t: Translate,
  vt: Vt,
): Checked<NewLivestream> {
  const times = livestreamBody(fields, locale.timeZone);
  const period = periodErrors(times.startsAt, times.endsAt, vt);
  const parsed = newLivestreamSchema.safeParse({ localeId: locale.id, ...times });
  const errors = parsed.success ? {} : formErrors(parsed.error, t, vt);
  Object.assign(errors, period);
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** A livestream's fields as the edit form shows them. */
export function fieldsOfLivestream(
  stream: { title: string; source: LivestreamSource; url: string; startsAt: string; endsAt: string },
  timeZone: string,
): LivestreamFields {
  return {
    title: stream.title,
    source: stream.source,
    url: stream.url,
    startsAt: wallTimeOf(stream.startsAt, timeZone),
    endsAt: wallTimeOf(stream.endsAt, timeZone),
  };
}

/** The change to a livestream (every field as the form holds it), or what is wrong with the form. */
export function checkLivestreamPatch(
  fields: LivestreamFields,
  timeZone: string,
  t: Translate,
  vt: Vt,
): Checked<LivestreamPatch> {
  const times = livestreamBody(fields, timeZone);
  const period = periodErrors(times.startsAt, times.endsAt, vt);
  const parsed = livestreamPatchSchema.safeParse({
    ...times,
    startsAt: times.startsAt ?? undefined,
    endsAt: times.endsAt ?? undefined,
  });
  const errors = parsed.success ? {} : formErrors(parsed.error, t, vt);
  Object.assign(errors, period);
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** The largest upload the server's 413 names (`details.maxBytes`), in whole MB; else the client's guess. */
function limitMb(details: unknown): number {
  const maxBytes =
    typeof details === 'object' && details !== null && 'maxBytes' in details
      ? Number((details as { maxBytes: unknown }).maxBytes)
      : NaN;
  return Math.round((Number.isFinite(maxBytes) && maxBytes > 0 ? maxBytes : UPLOAD_MAX_BYTES) / MB);
}

/**
 * A refused call's errors, on the field they are about: a host off the allow-list on the address, a file too
 * large (the server's own limit) or not an MP4 on the file; other field issues by field; the rest `form`.
 */
export function serverErrors(
  error: unknown,
  t: Translate,
  vt: Vt,
  refusal: (error: unknown) => string,
): FieldErrors {
  if (!isApiError(error)) return { form: refusal(error) };
  if (error.code === 'host_not_allowed') return { url: vt('errors.hostNotAllowed') };
  if (error.code === 'upload_not_available') return { file: vt('errors.uploadGone') };
  if (error.status === 413) return { file: vt('errors.tooLarge', { mb: limitMb(error.details) }) };
  if (error.status === 415) return { file: vt('errors.notMp4') };
  if (error.status === 422 && error.issues.length > 0) {
    const errors = fieldErrorsFromApi(error, t);
    if (errors.url) errors.url = vt('errors.url');
    if (errors.uploadId) {
      errors.file = vt('errors.uploadGone');
      delete errors.uploadId;
    }
    if (errors.publishedAt) {
      errors.publishAt = errors.publishedAt;
      delete errors.publishedAt;
    }
    return errors;
  }
  return { form: refusal(error) };
}
