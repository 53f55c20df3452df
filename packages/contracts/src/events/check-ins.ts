import { z } from 'zod';
import { checkInMethods } from '../attendance.ts';
import { idSchema } from '../common.ts';
import { LIMITS } from '../limits.ts';
import { gatheringSchema } from './gatherings.ts';

export const CHECK_IN_LIMITS = {
  /** A member card token (a compact JWT) is far shorter; longer input is not a card. */
  cardMax: 2000,
  deviceIdMax: 100,
  listLimitMax: 100,
  /** Members one flock-attendance save may mark present. */
  flockPresentMax: 500,
} as const;

/** How alike the face seen and the member's enrolment were (cosine similarity), for a face check-in. */
export const faceScoreSchema = z.number().min(-1).max(1);

/** One check-in as the calls answer it. */
export const checkInSchema = z.object({
  id: idSchema,
  gatheringId: idSchema,
  localeId: idSchema,
  memberId: idSchema,
  method: z.enum(checkInMethods),
  checkedInAt: z.iso.datetime(),
  /** The client's id of this check-in (a retry with the same one records nothing new). */
  clientId: idSchema.nullable(),
  deviceId: z.string().nullable(),
  /** The account that recorded it (a kiosk, an admin, a leader, or the member themself). */
  recordedBy: idSchema.nullable(),
  /** A face check-in's similarity score (null for other methods). */
  faceScore: z.number().nullable(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** Who checked in, as the kiosk greets them. */
export const checkInMemberSchema = z.object({
  id: idSchema,
  displayName: z.string(),
  salutation: z.string().nullable(),
  photo: z.string().nullable(),
});
export type CheckInMember = z.infer<typeof checkInMemberSchema>;

/**
 * `POST checkins`: who (`memberId`, or `card`: the member's QR token), where (`gatheringId`, or the gathering
 * open now at `localeId`; a kiosk's own locale by default), how (`method`), and the client's `clientId`.
 */
export const newCheckInSchema = z
  .strictObject({
    gatheringId: idSchema.optional(),
    localeId: idSchema.optional(),
    memberId: idSchema.optional(),
    card: z.string().min(1).max(CHECK_IN_LIMITS.cardMax).optional(),
    method: z.enum(checkInMethods),
    deviceId: z.string().trim().min(1).max(CHECK_IN_LIMITS.deviceIdMax).optional(),
    clientId: idSchema,
    /** A face check-in's similarity score, kept so an admin can review doubtful ones (`method: face` only). */
    faceScore: faceScoreSchema.optional(),
  })
  .refine((body) => body.faceScore === undefined || body.method === 'face', {
    message: 'Only a face check-in has a face score',
    path: ['faceScore'],
  });
export type NewCheckIn = z.infer<typeof newCheckInSchema>;

/** `201`: recorded now. */
export const checkInCreatedSchema = z.object({ checkin: checkInSchema, member: checkInMemberSchema });
/** `200`: the member was already in for that gathering; `checkin` is the earlier one. */
export const checkInAlreadySchema = z.object({
  checkin: checkInSchema,
  alreadyCheckedInAt: z.iso.datetime(),
  member: checkInMemberSchema,
});
export type CheckInCreated = z.infer<typeof checkInCreatedSchema>;
export type CheckInAlready = z.infer<typeof checkInAlreadySchema>;

/** `GET checkins?gatheringId&cursor&limit&q`: earliest first. */
export const checkInListQuerySchema = z.strictObject({
  gatheringId: idSchema,
  /** Part of the member's name. */
  q: z.string().trim().max(LIMITS.searchMax).optional(),
  /** Only check-ins made this way (e.g. `face`, to review face check-ins). */
  method: z.enum(checkInMethods).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CHECK_IN_LIMITS.listLimitMax).default(50),
});

/** A row of a gathering's check-in list (`admin-attendances`). */
export const checkInRowSchema = z.object({
  id: idSchema,
  gatheringId: idSchema,
  member: z.object({
    id: idSchema,
    customId: z.string(),
    displayName: z.string(),
    photo: z.string().nullable(),
  }),
  method: z.enum(checkInMethods),
  checkedInAt: z.iso.datetime(),
  deviceId: z.string().nullable(),
  /** Who recorded it: the account and a name to show (a kiosk's name, or a person's). */
  recordedBy: z.object({ userId: idSchema, name: z.string() }).nullable(),
  /** The member's first check-in ever. */
  firstTime: z.boolean(),
  /** A face check-in's similarity score (null for other methods): low ones are worth a look. */
  faceScore: z.number().nullable(),
});
export type CheckInRow = z.infer<typeof checkInRowSchema>;

export const checkInPageSchema = z.object({
  items: z.array(checkInRowSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type CheckInPage = z.infer<typeof checkInPageSchema>;

/** `GET|PUT gatherings/{id}/flock-attendance`: a flock leader's one-save form. */
export const flockAttendanceQuerySchema = z.strictObject({ flockId: idSchema });
export const flockAttendanceBodySchema = z.strictObject({
  flockId: idSchema,
  /** Every member of the flock who was there; the others are marked absent. */
  present: z.array(idSchema).max(CHECK_IN_LIMITS.flockPresentMax),
});
export type FlockAttendanceBody = z.infer<typeof flockAttendanceBodySchema>;

export const flockAttendanceSchema = z.object({
  gathering: gatheringSchema,
  flock: z.object({ id: idSchema, name: z.string() }),
  members: z.array(
    z.object({
      id: idSchema,
      displayName: z.string(),
      photo: z.string().nullable(),
      present: z.boolean(),
      checkedInAt: z.iso.datetime().nullable(),
      method: z.enum(checkInMethods).nullable(),
      /**
       * Checked in another way (a kiosk scan, the member's own, an admin's): a leader's save does not
       * remove it; an admin removes it from the gathering's list.
       */
      locked: z.boolean(),
    }),
  ),
});
export type FlockAttendance = z.infer<typeof flockAttendanceSchema>;
