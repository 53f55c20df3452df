import { z } from 'zod';
import { idSchema } from './common.ts';

/**
 * How a check-in was recorded (DESIGN.md section 2); `livestream` is a member watching the service online;
 * `household` a member checked in at a kiosk with the household member whose card was read (issue 18).
 */
export const checkInMethods = [
  'qr',
  'qr-location',
  'face',
  'kiosk-search',
  'manual',
  'flock-leader',
  'livestream',
  'household',
] as const;
export type CheckInMethod = (typeof checkInMethods)[number];

/** One of the member's check-ins, with the gathering it was for. */
export const memberCheckInSchema = z.object({
  id: idSchema,
  gatheringId: idSchema,
  gatheringName: z.string(),
  localeId: idSchema,
  localeName: z.string(),
  startsAt: z.iso.datetime(),
  checkedInAt: z.iso.datetime(),
  method: z.enum(checkInMethods),
});
export type MemberCheckIn = z.infer<typeof memberCheckInSchema>;

/** `GET members/{id}/attendance?cursor&limit`: newest first. */
export const memberAttendanceQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const memberAttendanceSchema = z.object({
  items: z.array(memberCheckInSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type MemberAttendance = z.infer<typeof memberAttendanceSchema>;
