import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common.ts';
import { awardKinds, awardPeriods, awardRecipientTypes, GROUP_LIMITS } from './values.ts';

/** Awards lists: at most this many a page (a locale's month has a few dozen). */
export const AWARD_LIST_LIMIT_MAX = 200;

/** A period's first day: the 1st of a month, or the 1st of January for a year. */
const periodStartOk = (period: string, start: string) =>
  start.endsWith('-01') && (period === 'month' || start.slice(5, 7) === '01');
const periodStartIssue = {
  message: 'The period must start on the 1st of a month (the 1st of January for a year)',
  path: ['periodStart'],
};

/** One award: computed (a kind) or given by hand (`manual`, with a title), to a member or a flock. */
export const awardSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  kind: z.enum(awardKinds),
  period: z.enum(awardPeriods),
  /** The first day of the month or year awarded (in the locale's time zone). */
  periodStart: isoDateSchema,
  recipientType: z.enum(awardRecipientTypes),
  member: z.object({ id: idSchema, name: z.string(), photo: z.string().nullable() }).nullable(),
  flock: z.object({ id: idSchema, name: z.string(), cluster: z.string() }).nullable(),
  /** The member's current flock (member awards), for "my flock" highlighting. */
  memberFlockId: idSchema.nullable(),
  /** A manual award's title; null for computed ones (named by their kind). */
  title: z.string().nullable(),
  note: z.string().nullable(),
  /**
   * What won it: gatherings attended (perfect attendance), the rise in check-ins (member) or in attendance
   * per mille (flock; most improved), the attendance rate per mille (best attendance), invites, baptisms.
   */
  score: z.number().int().nullable(),
  computedAt: z.iso.datetime().nullable(),
  givenByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Award = z.infer<typeof awardSchema>;

/** The locale and its name, for the certificate. */
export const awardDetailSchema = awardSchema.extend({ localeName: z.string() });
export type AwardDetail = z.infer<typeof awardDetailSchema>;

/**
 * `GET awards?localeId&year&month&period&flockId&memberId&kind&cursor&limit`: a month (`year` and `month`), a
 * year's awards (`year`, and `period=year` for the yearly ones only), or all; newest period first.
 * `flockId`: the flock's awards and its members' awards.
 */
export const awardListQuerySchema = z
  .strictObject({
    localeId: idSchema,
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    period: z.enum(awardPeriods).optional(),
    flockId: idSchema.optional(),
    memberId: idSchema.optional(),
    kind: z.enum(awardKinds).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(AWARD_LIST_LIMIT_MAX).default(100),
  })
  .refine((q) => q.month === undefined || q.year !== undefined, {
    message: 'A month needs its year',
    path: ['month'],
  });
export type AwardListQuery = z.input<typeof awardListQuerySchema>;

export const awardPageSchema = z.object({ items: z.array(awardSchema), nextCursor: z.string().nullable() });
export type AwardPage = z.infer<typeof awardPageSchema>;

/** `POST awards` (an admin over the locale): an award given by hand to a member or a flock of the locale. */
export const newAwardSchema = z
  .strictObject({
    localeId: idSchema,
    recipientType: z.enum(awardRecipientTypes),
    memberId: idSchema.optional(),
    flockId: idSchema.optional(),
    period: z.enum(awardPeriods),
    periodStart: isoDateSchema,
    title: z.string().trim().min(1, 'Required').max(GROUP_LIMITS.awardTitleMax),
    note: z.string().trim().max(GROUP_LIMITS.awardNoteMax).nullable().optional(),
  })
  .refine((a) => (a.recipientType === 'member' ? !!a.memberId && !a.flockId : !!a.flockId && !a.memberId), {
    message: 'Choose the member or the flock that receives the award',
    path: ['recipient'],
  })
  .refine((a) => periodStartOk(a.period, a.periodStart), periodStartIssue);
export type NewAward = z.infer<typeof newAwardSchema>;

/**
 * `POST awards/compute` (an admin over the locale): the period's computed awards made again. The period must
 * have started (an ended one, or the current one so far); a future period 422.
 */
export const computeAwardsSchema = z
  .strictObject({ localeId: idSchema, period: z.enum(awardPeriods), periodStart: isoDateSchema })
  .refine((a) => periodStartOk(a.period, a.periodStart), periodStartIssue);
export type ComputeAwards = z.infer<typeof computeAwardsSchema>;

export const computedAwardsSchema = z.object({ awards: z.array(awardSchema), computedAt: z.iso.datetime() });
export type ComputedAwards = z.infer<typeof computedAwardsSchema>;
