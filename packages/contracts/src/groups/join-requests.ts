import { z } from 'zod';
import { idSchema } from '../common.ts';
import { GROUP_LIMITS, joinRequestStatuses } from './values.ts';

/** A member's request to join a flock or a group (`group-register`), under `/api/groups/join-requests`. */
export const joinRequestSchema = z.object({
  id: idSchema,
  memberId: idSchema,
  memberName: z.string(),
  memberPhoto: z.string().nullable(),
  localeId: idSchema,
  /** What was asked for: a flock or a group. */
  target: z.object({ kind: z.enum(['flock', 'group']), id: idSchema, name: z.string() }),
  message: z.string().nullable(),
  status: z.enum(joinRequestStatuses),
  /** Why it was declined. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinRequestPageSchema = z.object({
  items: z.array(joinRequestSchema),
  nextCursor: z.string().nullable(),
});
export type JoinRequestPage = z.infer<typeof joinRequestPageSchema>;

const messageSchema = z.string().trim().max(GROUP_LIMITS.joinMessageMax);

/** `POST join-requests`: a flock or a group, never both. */
export const newJoinRequestSchema = z.union([
  z.strictObject({ flockId: idSchema, message: messageSchema.nullish() }),
  z.strictObject({ groupId: idSchema, message: messageSchema.nullish() }),
]);
export type NewJoinRequest = z.infer<typeof newJoinRequestSchema>;

/** The answer of a new request: an open group is joined at once (`joined`, the request accepted). */
export const joinRequestCreatedSchema = z.object({ request: joinRequestSchema, joined: z.boolean() });
export type JoinRequestCreated = z.infer<typeof joinRequestCreatedSchema>;

/** `GET join-requests?status&flockId&groupId&localeId&mine&cursor`. */
export const joinRequestListQuerySchema = z.strictObject({
  status: z.enum(joinRequestStatuses).optional(),
  flockId: idSchema.optional(),
  groupId: idSchema.optional(),
  localeId: idSchema.optional(),
  /** `true`: the caller's own requests; otherwise the requests the caller may decide. */
  mine: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type JoinRequestListQuery = z.input<typeof joinRequestListQuerySchema>;

/** `POST join-requests/{id}/decline`: the reason is told to the member. */
export const declineJoinRequestSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Required').max(GROUP_LIMITS.declineReasonMax),
});
export type DeclineJoinRequest = z.infer<typeof declineJoinRequestSchema>;
