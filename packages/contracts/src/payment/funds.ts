import { z } from 'zod';
import { idSchema } from '../common.ts';
import { PAYMENT_LIMITS, paymentProviders } from './values.ts';

const fundNameSchema = z.string().trim().min(1, 'Required').max(PAYMENT_LIMITS.fundNameMax);
const fundDescriptionSchema = z.string().trim().max(PAYMENT_LIMITS.fundDescriptionMax);

/** A fund of a locale (tithes, offerings, missions, building…); gifts are in its locale's currency. */
export const fundSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  name: z.string(),
  description: z.string(),
  /** The locale's ISO currency: every gift to this fund is in it. */
  currency: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type Fund = z.infer<typeof fundSchema>;

/** `GET funds?localeId&includeArchived`: without `localeId`, the caller's own locale. */
export const fundListQuerySchema = z.strictObject({
  localeId: idSchema.optional(),
  /** Archived funds too (those who manage the locale's funds only; others get the active ones). */
  includeArchived: z.enum(['true', 'false']).optional(),
});
export const fundListSchema = z.object({
  localeId: idSchema,
  currency: z.string(),
  items: z.array(fundSchema),
});
export type FundList = z.infer<typeof fundListSchema>;

/** `POST funds`. */
export const newFundSchema = z.strictObject({
  localeId: idSchema,
  name: fundNameSchema,
  description: fundDescriptionSchema.default(''),
});
export type NewFund = z.infer<typeof newFundSchema>;
export type NewFundInput = z.input<typeof newFundSchema>;

/** `PATCH funds/{id}`: rename, describe, order, archive (`active: false`) or restore. */
export const fundPatchSchema = z
  .strictObject({
    name: fundNameSchema.optional(),
    description: fundDescriptionSchema.optional(),
    active: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(1000).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Change at least one field');
export type FundPatch = z.infer<typeof fundPatchSchema>;

/** A locale's giving settings: how members give there (`GET giving-settings?localeId`, anyone signed in). */
export const givingSettingsSchema = z.object({
  localeId: idSchema,
  localeName: z.string(),
  currency: z.string(),
  /**
   * The provider a member's gift goes to here: the configured online provider when the locale takes online
   * gifts, else `manual` (the give-modal shows the bank details and how to give in person).
   */
  provider: z.enum(paymentProviders),
  /** Whether the server has an online provider at all (PAYMENT_PROVIDER). */
  onlineAvailable: z.boolean(),
  /** Whether this locale takes online gifts when a provider is configured (finance or locale admins set it). */
  onlineEnabled: z.boolean(),
  bankDetails: z.string(),
  instructions: z.string(),
  /** The online provider's fee, shown to a donor who chooses to cover it. */
  fee: z.object({ percentBasisPoints: z.number().int(), fixedMinor: z.number().int() }),
});
export type GivingSettings = z.infer<typeof givingSettingsSchema>;

export const givingSettingsQuerySchema = z.strictObject({ localeId: idSchema.optional() });

/** `PUT giving-settings/{localeId}` (finance or locale admins of the locale). */
export const givingSettingsInputSchema = z.strictObject({
  onlineEnabled: z.boolean(),
  bankDetails: z.string().trim().max(PAYMENT_LIMITS.bankDetailsMax),
  instructions: z.string().trim().max(PAYMENT_LIMITS.instructionsMax),
  feePercentBasisPoints: z.number().int().min(0).max(PAYMENT_LIMITS.feePercentBasisPointsMax),
  feeFixedMinor: z.number().int().min(0).max(1_000_000),
});
export type GivingSettingsInput = z.infer<typeof givingSettingsInputSchema>;
