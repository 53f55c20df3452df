import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common.ts';
import { HOUSEHOLD_LIMITS, familyLinkRelationships, familyRequestStatuses } from './values.ts';

/**
 * `POST family-requests`: link a relative of my family background to their own member record. `relativeEntryId`
 * names my entry (or none: one is made from the relative's record); `relationship` is from my side; spouses may
 * give the wedding date, set on both when accepted.
 */
export const newFamilyRequestSchema = z.strictObject({
  toMemberId: idSchema,
  relationship: z.enum(familyLinkRelationships),
  relativeEntryId: idSchema.optional(),
  weddingDate: isoDateSchema.optional(),
  message: z.string().trim().max(HOUSEHOLD_LIMITS.messageMax).default(''),
});
export type NewFamilyRequest = z.infer<typeof newFamilyRequestSchema>;
export type NewFamilyRequestInput = z.input<typeof newFamilyRequestSchema>;

export const familyRequestSchema = z.object({
  id: idSchema,
  fromMemberId: idSchema,
  fromName: z.string(),
  toMemberId: idSchema,
  toName: z.string(),
  /** From the asker's side. */
  relationship: z.enum(familyLinkRelationships),
  weddingDate: isoDateSchema.nullable(),
  message: z.string(),
  status: z.enum(familyRequestStatuses),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  canDecide: z.boolean(),
  canCancel: z.boolean(),
});
export type FamilyRequest = z.infer<typeof familyRequestSchema>;

export const familyRequestListSchema = z.object({
  toMe: z.array(familyRequestSchema),
  fromMe: z.array(familyRequestSchema),
});
export type FamilyRequestList = z.infer<typeof familyRequestListSchema>;

/** `GET family-links/{memberId}`: a linked relative's card (`family-modal`): only for members linked to the caller. */
export const familyCardSchema = z.object({
  memberId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  photo: z.string().nullable(),
  localeName: z.string(),
  flockName: z.string().nullable(),
  /** From the caller's side. */
  relationship: z.enum(familyLinkRelationships),
  birthDate: isoDateSchema.nullable(),
  weddingDate: isoDateSchema.nullable(),
  /** Whether they share the caller's household. */
  sameHousehold: z.boolean(),
});
export type FamilyCard = z.infer<typeof familyCardSchema>;
export const familyLinkParams = z.strictObject({ memberId: idSchema });
