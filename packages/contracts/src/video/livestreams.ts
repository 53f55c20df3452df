import { z } from 'zod';
import { idSchema } from '../common.ts';
import { livestreamCreditStates, livestreamSources, livestreamStates, VIDEO_LIMITS } from './values.ts';
import { videoUrlSchema } from './videos.ts';

const isoInstant = z.iso.datetime({ offset: true });

export const livestreamSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  localeName: z.string(),
  title: z.string(),
  source: z.enum(livestreamSources),
  /** The HLS playlist or the embed URL the player loads. */
  url: z.string(),
  startsAt: isoInstant,
  endsAt: isoInstant,
  state: z.enum(livestreamStates),
  /** The gathering watching it checks the locale's members in to (the service it shows), or null. */
  gatheringId: idSchema.nullable(),
  /** Whether the caller may change or cancel it (an admin over its locale). */
  canEdit: z.boolean(),
});
export type Livestream = z.infer<typeof livestreamSchema>;

/** `GET livestreams/current?localeId=`: the stream live now at the locale, and the next one scheduled. */
export const currentLivestreamQuerySchema = z.strictObject({ localeId: idSchema });
export const currentLivestreamSchema = z.object({
  live: livestreamSchema.nullable(),
  next: livestreamSchema.nullable(),
  /** Minutes of watching that check a member of the locale in (LIVESTREAM_CREDIT_MINUTES). */
  creditMinutes: z.number().int(),
});
export type CurrentLivestream = z.infer<typeof currentLivestreamSchema>;

/** `GET livestreams?localeId&from&cursor&limit`: a locale's streams (admins: all; members: not ended), soonest first. */
export const livestreamListQuerySchema = z.strictObject({
  localeId: idSchema,
  /** Include those that ended (admins' history). */
  past: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(VIDEO_LIMITS.listLimitMax).default(VIDEO_LIMITS.listLimitDefault),
});
export type LivestreamListQuery = z.input<typeof livestreamListQuerySchema>;
export const livestreamPageSchema = z.object({
  items: z.array(livestreamSchema),
  nextCursor: z.string().nullable(),
});
export type LivestreamPage = z.infer<typeof livestreamPageSchema>;

/**
 * `POST livestreams`: a locale's admins schedule a stream. Without `gatheringId`, the locale's gathering whose
 * time overlaps the stream's start is linked (when there is one).
 */
export const newLivestreamSchema = z
  .strictObject({
    localeId: idSchema,
    title: z.string().trim().min(1, 'Required').max(VIDEO_LIMITS.titleMax),
    source: z.enum(livestreamSources),
    url: videoUrlSchema,
    startsAt: isoInstant,
    endsAt: isoInstant,
    gatheringId: idSchema.nullable().optional(),
  })
  .refine((v) => Date.parse(v.endsAt) > Date.parse(v.startsAt), {
    path: ['endsAt'],
    message: 'End after the start',
  })
  .refine(
    (v) => Date.parse(v.endsAt) - Date.parse(v.startsAt) <= VIDEO_LIMITS.livestreamMaxHours * 3600_000,
    {
      path: ['endsAt'],
      message: `A livestream lasts at most ${VIDEO_LIMITS.livestreamMaxHours} hours`,
    },
  );
export type NewLivestream = z.input<typeof newLivestreamSchema>;

/** `PATCH livestreams/{id}`: title, URL, times, gathering. */
export const livestreamPatchSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'Required').max(VIDEO_LIMITS.titleMax).optional(),
    source: z.enum(livestreamSources).optional(),
    url: videoUrlSchema.optional(),
    startsAt: isoInstant.optional(),
    endsAt: isoInstant.optional(),
    gatheringId: idSchema.nullable().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' });
export type LivestreamPatch = z.input<typeof livestreamPatchSchema>;

/** `POST livestreams/{id}/watch`: a heartbeat while the stream plays (every `VIDEO_LIMITS.heartbeatSeconds`). */
export const livestreamWatchSchema = z.object({
  /** Seconds of this stream the caller has watched (counted by the server from its heartbeats). */
  watchedSeconds: z.number().int(),
  /** Seconds that check a member of the locale in. */
  creditSeconds: z.number().int(),
  credit: z.enum(livestreamCreditStates),
  /** When the caller was checked in by watching (credit `credited`). */
  checkedInAt: isoInstant.nullable(),
});
export type LivestreamWatch = z.infer<typeof livestreamWatchSchema>;
