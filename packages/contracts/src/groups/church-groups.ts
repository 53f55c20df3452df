import { z } from 'zod';
import { idSchema } from '../common.ts';
import { GROUP_LIMITS, groupJoinPolicies, groupMemberRoles, groupTypes } from './values.ts';

/** The groups a locale runs besides its flocks (choir, ushers…), under `/api/groups/groups`. */
export const churchGroupSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  name: z.string(),
  type: z.enum(groupTypes),
  description: z.string().nullable(),
  joinPolicy: z.enum(groupJoinPolicies),
  archived: z.boolean(),
  memberCount: z.number().int(),
  leaders: z.array(z.object({ memberId: idSchema, name: z.string() })),
  /** The caller's place in it. */
  myRole: z.enum(groupMemberRoles).nullable(),
  /** The caller's pending request to join it. */
  myPendingRequestId: idSchema.nullable(),
});
export type ChurchGroup = z.infer<typeof churchGroupSchema>;

export const churchGroupPageSchema = z.object({
  items: z.array(churchGroupSchema),
  nextCursor: z.string().nullable(),
});
export type ChurchGroupPage = z.infer<typeof churchGroupPageSchema>;

/** `GET groups?localeId&q&type&includeArchived&cursor`. */
export const churchGroupListQuerySchema = z.strictObject({
  localeId: idSchema,
  q: z.string().trim().max(100).optional(),
  type: z.enum(groupTypes).optional(),
  includeArchived: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type ChurchGroupListQuery = z.input<typeof churchGroupListQuerySchema>;

const groupNameSchema = z.string().trim().min(1, 'Required').max(GROUP_LIMITS.groupNameMax);
const descriptionSchema = z.string().trim().max(GROUP_LIMITS.descriptionMax);

/** `POST groups`. */
export const newChurchGroupSchema = z.strictObject({
  localeId: idSchema,
  name: groupNameSchema,
  type: z.enum(groupTypes),
  description: descriptionSchema.nullish(),
  joinPolicy: z.enum(groupJoinPolicies).default('request'),
});
export type NewChurchGroup = z.input<typeof newChurchGroupSchema>;

/** `PATCH groups/{id}`. */
export const churchGroupPatchSchema = z.strictObject({
  name: groupNameSchema.optional(),
  type: z.enum(groupTypes).optional(),
  description: descriptionSchema.nullable().optional(),
  joinPolicy: z.enum(groupJoinPolicies).optional(),
  archived: z.boolean().optional(),
});
export type ChurchGroupPatch = z.infer<typeof churchGroupPatchSchema>;

/**
 * One member of a group. Its leaders and the locale's admins see everything here; the group's own members see
 * names, photos and roles only (`joinedAt` null).
 */
export const churchGroupMemberSchema = z.object({
  memberId: idSchema,
  name: z.string(),
  photo: z.string().nullable(),
  role: z.enum(groupMemberRoles),
  joinedAt: z.string().nullable(),
});
export type ChurchGroupMember = z.infer<typeof churchGroupMemberSchema>;

export const churchGroupMemberPageSchema = z.object({
  items: z.array(churchGroupMemberSchema),
  nextCursor: z.string().nullable(),
});
export type ChurchGroupMemberPage = z.infer<typeof churchGroupMemberPageSchema>;

export const churchGroupMembersQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** `POST groups/{id}/members`. */
export const newChurchGroupMemberSchema = z.strictObject({
  memberId: idSchema,
  role: z.enum(groupMemberRoles).default('member'),
});
export type NewChurchGroupMember = z.input<typeof newChurchGroupMemberSchema>;

export const groupMemberParams = z.strictObject({ id: idSchema, memberId: idSchema });
