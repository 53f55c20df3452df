import { z } from 'zod';
import { idSchema } from '../common.ts';
import { categoryColors } from '../groups/categories.ts';
import { VIDEO_LIMITS, videoAudiences, videoSources } from './values.ts';

const isoInstant = z.iso.datetime({ offset: true });
const title = z.string().trim().min(1, 'Required').max(VIDEO_LIMITS.titleMax);
const description = z.string().trim().max(VIDEO_LIMITS.descriptionMax);
/** An absolute https URL (http too for loopback and LAN hosts: checked against the allow-list by the server). */
export const videoUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Give a full http(s) address' })
  .max(VIDEO_LIMITS.urlMax);

/** The category a video carries, as its card shows it. */
export const videoCategoryRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: z.enum(categoryColors),
});

/** How far the caller got in a video ("continue watching"). */
export const videoProgressSchema = z.object({
  positionSeconds: z.number().nonnegative(),
  durationSeconds: z.number().nonnegative().nullable(),
  updatedAt: isoInstant,
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;

export const videoSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  category: videoCategoryRefSchema.nullable(),
  audience: z.enum(videoAudiences),
  /** The locale (audience `locale`) or district (audience `district`) it is for; both null for `all`. */
  localeId: idSchema.nullable(),
  districtId: idSchema.nullable(),
  /** Who it is for, in words ("Quezon City", "Metro Manila district", "Everyone"). */
  audienceName: z.string(),
  publishedAt: isoInstant,
  source: z.enum(videoSources),
  /**
   * Where the player loads it: the app's own path for an upload (`/api/video/videos/{id}/file`, range
   * requests), the HLS playlist URL, or the embed URL.
   */
  url: z.string(),
  /** Uploads: the sniffed type (`video/mp4`) and size. */
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  durationSeconds: z.number().nonnegative().nullable(),
  /** The caller's progress in it, or null. */
  progress: videoProgressSchema.nullable(),
  /** Whether the caller may edit or delete it (an admin over its audience). */
  canEdit: z.boolean(),
});
export type Video = z.infer<typeof videoSchema>;

/**
 * `GET videos?categoryId&q&cursor&limit&manage&localeId`: newest published first. Members see the videos for
 * everyone, their district and their locale; `manage=true` lists those the caller may edit (admins), narrowed
 * to `localeId` when given.
 */
export const videoListQuerySchema = z.strictObject({
  categoryId: idSchema.optional(),
  q: z.string().trim().max(VIDEO_LIMITS.searchMax).optional(),
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(VIDEO_LIMITS.listLimitMax).default(VIDEO_LIMITS.listLimitDefault),
  manage: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  localeId: idSchema.optional(),
});
export type VideoListQuery = z.input<typeof videoListQuerySchema>;

export const videoPageSchema = z.object({
  items: z.array(videoSchema),
  nextCursor: z.string().nullable(),
  /** How many match (all pages). */
  total: z.number().int(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

/** `GET videos/continue`: the caller's videos begun and not finished, most recently watched first. */
export const continueWatchingSchema = z.array(videoSchema);

/**
 * Who a new video is for: `{ audience: 'locale', localeId }` (its admins), `{ audience: 'district', districtId }`
 * (district admins), `{ audience: 'all' }` (super admins).
 */
const audienceFields = {
  audience: z.enum(videoAudiences),
  localeId: idSchema.nullable().optional(),
  districtId: idSchema.nullable().optional(),
};

function audienceNamesItsPlace(
  v: { audience: string; localeId?: string | null; districtId?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.audience === 'locale' && !v.localeId)
    ctx.addIssue({ code: 'custom', path: ['localeId'], message: 'Choose the locale' });
  if (v.audience === 'district' && !v.districtId)
    ctx.addIssue({ code: 'custom', path: ['districtId'], message: 'Choose the district' });
}

/**
 * `POST videos` (JSON): a linked video — `source: 'hls'` with the playlist URL, or `source: 'embed'` with a
 * player URL of an allowed host. Uploads are made by `POST videos/upload` then described here with
 * `source: 'upload'` and the `uploadId` it answered.
 */
export const newVideoSchema = z
  .strictObject({
    title,
    description: description.default(''),
    categoryId: idSchema.nullable().default(null),
    ...audienceFields,
    /** Defaults to now; a later time keeps it hidden from members until then. */
    publishedAt: isoInstant.optional(),
    source: z.enum(videoSources),
    url: videoUrlSchema.optional(),
    uploadId: idSchema.optional(),
    durationSeconds: z
      .number()
      .nonnegative()
      .max(24 * 3600)
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    audienceNamesItsPlace(v, ctx);
    if (v.source === 'upload' && !v.uploadId)
      ctx.addIssue({ code: 'custom', path: ['uploadId'], message: 'Upload the file first' });
    if (v.source !== 'upload' && !v.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'Give the video’s address' });
  });
export type NewVideo = z.input<typeof newVideoSchema>;

/** `PATCH videos/{id}`: title, description, category, publication time, duration (the source stays). */
export const videoPatchSchema = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    categoryId: idSchema.nullable().optional(),
    publishedAt: isoInstant.optional(),
    durationSeconds: z
      .number()
      .nonnegative()
      .max(24 * 3600)
      .nullable()
      .optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' });
export type VideoPatch = z.input<typeof videoPatchSchema>;

/** `POST videos/upload` (multipart, field `file`): the stored file, waiting for `POST videos` to describe it. */
export const videoUploadSchema = z.object({
  uploadId: idSchema,
  contentType: z.string(),
  sizeBytes: z.number().int(),
  fileName: z.string(),
});
export type VideoUpload = z.infer<typeof videoUploadSchema>;

/** `PUT videos/{id}/progress`: where the caller is in the video (sent every few seconds while it plays). */
export const videoProgressInputSchema = z.strictObject({
  positionSeconds: z
    .number()
    .nonnegative()
    .max(24 * 3600),
  durationSeconds: z
    .number()
    .positive()
    .max(24 * 3600)
    .nullable()
    .optional(),
});
export type VideoProgressInput = z.input<typeof videoProgressInputSchema>;
