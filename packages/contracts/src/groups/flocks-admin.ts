import { z } from 'zod';
import { idSchema } from '../common.ts';
import { flockStaffPositions, GROUP_LIMITS } from './values.ts';

/**
 * Flocks and clusters as a locale's admins manage them (`admin-groups`), under `/api/groups/`. A flock's staff
 * are its leaders and assistants: `flock_leader` role grants of members' accounts, with a position.
 */

/** One of a flock's staff as lists show them. */
export const flockStaffSchema = z.object({
  memberId: idSchema,
  name: z.string(),
  photo: z.string().nullable(),
  position: z.enum(flockStaffPositions),
});
export type FlockStaff = z.infer<typeof flockStaffSchema>;

export const groupFlockSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  name: z.string(),
  /** The cluster it is in: the one set, else derived from the name. */
  cluster: z.string(),
  /** The cluster set by an admin; null when the cluster comes from the name. */
  clusterName: z.string().nullable(),
  archived: z.boolean(),
  memberCount: z.number().int(),
  leaders: z.array(flockStaffSchema),
});
export type GroupFlock = z.infer<typeof groupFlockSchema>;

export const groupFlockPageSchema = z.object({
  items: z.array(groupFlockSchema),
  nextCursor: z.string().nullable(),
});
export type GroupFlockPage = z.infer<typeof groupFlockPageSchema>;

/** `GET flocks?localeId&q&includeArchived&cursor`. */
export const groupFlockListQuerySchema = z.strictObject({
  localeId: idSchema,
  q: z.string().trim().max(100).optional(),
  includeArchived: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type GroupFlockListQuery = z.input<typeof groupFlockListQuerySchema>;

export const flockNameSchema = z.string().trim().min(1, 'Required').max(GROUP_LIMITS.flockNameMax);
export const clusterNameSchema = z.string().trim().min(1, 'Required').max(GROUP_LIMITS.clusterNameMax);

/** A flock's staff as an admin sets them: members of the flock's locale with an account. */
export const flockStaffInputSchema = z
  .array(z.strictObject({ memberId: idSchema, position: z.enum(flockStaffPositions) }))
  .max(GROUP_LIMITS.flockStaffMax)
  .refine((staff) => new Set(staff.map((s) => s.memberId)).size === staff.length, {
    message: 'A member is on the staff once',
  });
export type FlockStaffInput = z.infer<typeof flockStaffInputSchema>;

/** `POST flocks`. */
export const newGroupFlockSchema = z.strictObject({
  localeId: idSchema,
  name: flockNameSchema,
  clusterName: clusterNameSchema.nullish(),
  leaders: flockStaffInputSchema.optional(),
});
export type NewGroupFlock = z.infer<typeof newGroupFlockSchema>;

/** `PATCH flocks/{id}`: what it names changes; `clusterName: null` derives the cluster from the name again. */
export const groupFlockPatchSchema = z.strictObject({
  name: flockNameSchema.optional(),
  clusterName: clusterNameSchema.nullable().optional(),
  /** Replaces the whole staff. */
  leaders: flockStaffInputSchema.optional(),
  archived: z.boolean().optional(),
});
export type GroupFlockPatch = z.infer<typeof groupFlockPatchSchema>;

/** `DELETE flocks/{id}`: deleted when it never had anyone, else archived (its history kept). */
export const removalOutcomeSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type RemovalOutcome = z.infer<typeof removalOutcomeSchema>;

/** `GET clusters?localeId`. */
export const clusterQuerySchema = z.strictObject({ localeId: idSchema });
export const clusterSummarySchema = z.object({
  name: z.string(),
  flockCount: z.number().int(),
  memberCount: z.number().int(),
});
export type ClusterSummary = z.infer<typeof clusterSummarySchema>;
export const clusterListSchema = z.array(clusterSummarySchema);
