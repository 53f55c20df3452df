import { z } from 'zod';
import { idSchema } from '../common.ts';

/** Limits of gatherings and their lists. */
export const GATHERING_LIMITS = {
  titleMax: 120,
  /** An ad-hoc gathering lasts at most a day. */
  maxDurationMinutes: 24 * 60,
  /** A list covers at most this many days (`from` to `to`). */
  maxListDays: 366,
  listLimitMax: 100,
} as const;

/** When check-in opens before a gathering starts, unless the locale says otherwise. */
export const DEFAULT_CHECK_IN_OPENS_MINUTES = 60;

/** An ISO date-time with an offset or `Z`, read as an instant. */
export const instantSchema = z.iso.datetime({ offset: true });

/** Where a gathering comes from: one occurrence of the locale's weekly schedule, or made by an admin. */
export const gatheringSources = ['schedule', 'ad-hoc'] as const;

/** One occurrence of a worship service or meeting at a locale. */
export const gatheringSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** Check-in opens this long before the start (the locale's setting) and closes at the end. */
  checkInOpensAt: z.iso.datetime(),
  source: z.enum(gatheringSources),
  /** Set when an admin cancelled it: no check-in is taken any more; the ones recorded are kept. */
  cancelledAt: z.iso.datetime().nullable(),
});
export type Gathering = z.infer<typeof gatheringSchema>;

/** A gathering in a list, with how many checked in and how many of them came for the first time. */
export const gatheringSummarySchema = gatheringSchema.extend({
  checkIns: z.number().int(),
  firstTimers: z.number().int(),
});
export type GatheringSummary = z.infer<typeof gatheringSummarySchema>;

export const localeQuerySchema = z.strictObject({ localeId: idSchema });

/** `GET gatherings/current`: the gathering open for check-in now, else the next one (either may be null). */
export const currentGatheringSchema = z.object({
  current: gatheringSchema.nullable(),
  next: gatheringSchema.nullable(),
});
export type CurrentGathering = z.infer<typeof currentGatheringSchema>;

/** `GET gatherings?localeId&from&to&cursor&limit`: newest first. */
export const gatheringListQuerySchema = z.strictObject({
  localeId: idSchema,
  /** Default: twelve weeks ago. */
  from: instantSchema.optional(),
  /** Default: a week from now. */
  to: instantSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GATHERING_LIMITS.listLimitMax).default(20),
});
export const gatheringPageSchema = z.object({
  items: z.array(gatheringSummarySchema),
  nextCursor: z.string().nullable(),
});
export type GatheringPage = z.infer<typeof gatheringPageSchema>;

const titleSchema = z.string().trim().min(1, 'Required').max(GATHERING_LIMITS.titleMax);

/** `POST gatherings`: an ad-hoc gathering (special service, prayer meeting, district event). */
export const newGatheringSchema = z.strictObject({
  localeId: idSchema,
  title: titleSchema,
  startsAt: instantSchema,
  endsAt: instantSchema,
});
export type NewGathering = z.infer<typeof newGatheringSchema>;

/** `PATCH gatherings/{id}`: at least one field. */
export const gatheringChangeSchema = z
  .strictObject({
    title: titleSchema.optional(),
    startsAt: instantSchema.optional(),
    endsAt: instantSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' });
export type GatheringChange = z.infer<typeof gatheringChangeSchema>;

/** `DELETE gatherings/{id}`: removed when nothing was recorded for it (and it is ad-hoc), else cancelled. */
export const gatheringRemovalSchema = z.object({
  outcome: z.enum(['deleted', 'cancelled']),
  gathering: gatheringSchema,
});
export type GatheringRemoval = z.infer<typeof gatheringRemovalSchema>;
