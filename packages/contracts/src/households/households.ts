import { z } from 'zod';
import { emailSchema, idSchema, isoDateSchema, personNameSchema } from '../common.ts';
import { addressBodySchema } from '../profile-sections.ts';
import {
  HOUSEHOLD_LIMITS,
  dependantRelationships,
  householdRequestKinds,
  householdRequestStatuses,
} from './values.ts';

/** A household's address as its members see it (theirs to share: the household's, nothing else). */
export const householdAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryId: z.string(),
  /** The member address it is (`addressId`), or null for the household's own. */
  addressId: idSchema.nullable(),
});
export type HouseholdAddress = z.infer<typeof householdAddressSchema>;

/** A member of a household as the others see them: name, photo, locale — no contact data. */
export const householdMemberSchema = z.object({
  memberId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  photo: z.string().nullable(),
  localeId: idSchema,
  localeName: z.string(),
  isHead: z.boolean(),
  joinedAt: z.iso.datetime(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const dependantSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  birthDate: isoDateSchema.nullable(),
  relationship: z.enum(dependantRelationships),
});
export type Dependant = z.infer<typeof dependantSchema>;

/** A request about a household, as the people on either side see it. */
export const householdRequestSchema = z.object({
  id: idSchema,
  householdId: idSchema,
  householdName: z.string(),
  kind: z.enum(householdRequestKinds),
  /** The member who would join; null for an e-mail invitation not yet matched to a member. */
  memberId: idSchema.nullable(),
  memberName: z.string().nullable(),
  /** An invitation by e-mail, shown to the household's head only. */
  email: z.string().nullable(),
  message: z.string(),
  status: z.enum(householdRequestStatuses),
  /** Who asked (the joiner, or the head who invited). */
  requestedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** Whether the caller is the side that decides (the head for a join, the invitee for an invitation). */
  canDecide: z.boolean(),
  /** Whether the caller may withdraw it (the side that asked, while pending). */
  canCancel: z.boolean(),
});
export type HouseholdRequest = z.infer<typeof householdRequestSchema>;

export const householdSchema = z.object({
  id: idSchema,
  name: z.string(),
  headMemberId: idSchema.nullable(),
  address: householdAddressSchema.nullable(),
  members: z.array(householdMemberSchema),
  dependants: z.array(dependantSchema),
  /** Pending requests about this household (to the head: joins to decide and invitations sent). */
  pendingRequests: z.array(householdRequestSchema),
  /** Whether the caller may edit it (its head, or an admin over a member's locale). */
  canEdit: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type Household = z.infer<typeof householdSchema>;

/** `GET household`: mine, or null when I belong to none. */
export const myHouseholdSchema = z.object({ household: householdSchema.nullable() });
export type MyHousehold = z.infer<typeof myHouseholdSchema>;

/** The household's address: one of its members' address-book entries by id, or its own. */
export const householdAddressInputSchema = z.union([
  z.strictObject({ addressId: idSchema }),
  addressBodySchema.omit({ label: true, isCurrent: true }),
]);
export type HouseholdAddressInput = z.infer<typeof householdAddressInputSchema>;

/** `POST households`: the caller becomes its head (409 `already_in_household` when they belong to one). */
export const newHouseholdSchema = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(HOUSEHOLD_LIMITS.nameMax),
  address: householdAddressInputSchema.nullable().default(null),
});
export type NewHousehold = z.infer<typeof newHouseholdSchema>;
export type NewHouseholdInput = z.input<typeof newHouseholdSchema>;

/** `PATCH households/{id}`: name, address, or a new head (a member of the household). */
export const householdPatchSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Required').max(HOUSEHOLD_LIMITS.nameMax).optional(),
    address: householdAddressInputSchema.nullable().optional(),
    headMemberId: idSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Change at least one field');
export type HouseholdPatch = z.infer<typeof householdPatchSchema>;

/**
 * `POST households/{id}/requests`: `join` (the caller asks to join; no member or e-mail) or `invite` (the head
 * invites a member by `memberId` or a person by `email`).
 */
export const newHouseholdRequestSchema = z
  .strictObject({
    kind: z.enum(householdRequestKinds),
    memberId: idSchema.optional(),
    email: emailSchema.optional(),
    message: z.string().trim().max(HOUSEHOLD_LIMITS.messageMax).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'join' && (value.memberId || value.email))
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'A join request is for the caller only' });
    if (value.kind === 'invite' && Boolean(value.memberId) === Boolean(value.email))
      ctx.addIssue({
        code: 'custom',
        path: ['memberId'],
        message: 'Invite a member or an e-mail address, one of them',
      });
  });
export type NewHouseholdRequest = z.infer<typeof newHouseholdRequestSchema>;
export type NewHouseholdRequestInput = z.input<typeof newHouseholdRequestSchema>;

/** `GET household-requests`: the requests to me (to decide) and from me (to wait on or withdraw). */
export const householdRequestListSchema = z.object({
  toMe: z.array(householdRequestSchema),
  fromMe: z.array(householdRequestSchema),
});
export type HouseholdRequestList = z.infer<typeof householdRequestListSchema>;

export const householdRequestParams = z.strictObject({ id: idSchema });
export const householdMemberParams = z.strictObject({ id: idSchema, memberId: idSchema });
export const householdDependantParams = z.strictObject({ id: idSchema, dependantId: idSchema });

export const dependantInputSchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  birthDate: isoDateSchema.nullable().default(null),
  relationship: z.enum(dependantRelationships),
});
export type DependantInput = z.infer<typeof dependantInputSchema>;
export type DependantInputValue = z.input<typeof dependantInputSchema>;

/** `GET households?localeId&q&cursor&limit` (admins): households with a member of the locale. */
export const householdListQuerySchema = z.strictObject({
  localeId: idSchema,
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const householdListItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  headName: z.string().nullable(),
  memberCount: z.number().int(),
  dependantCount: z.number().int(),
});
export const householdPageSchema = z.object({
  items: z.array(householdListItemSchema),
  nextCursor: z.string().nullable(),
});
export type HouseholdPage = z.infer<typeof householdPageSchema>;
