import { z } from 'zod';
import { idSchema } from '../common.ts';
import { giftFrequencies, paymentProviders, recurringStatuses } from './values.ts';

/** A recurring gift: the provider charges it weekly or monthly until the member (or finance) cancels it. */
export const recurringGiftSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  memberId: idSchema.nullable(),
  donorName: z.string(),
  fundId: idSchema,
  fundName: z.string(),
  amountMinor: z.number().int(),
  feeMinor: z.number().int(),
  currency: z.string(),
  frequency: z.enum(giftFrequencies).exclude(['once']),
  provider: z.enum(paymentProviders),
  status: z.enum(recurringStatuses),
  /** Why the last charge failed (the provider's words), while `failing`. */
  failureMessage: z.string().nullable(),
  failingSince: z.iso.datetime().nullable(),
  lastGiftAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type RecurringGift = z.infer<typeof recurringGiftSchema>;

/** `GET recurring?memberId&localeId&status`: the caller's own plans by default; a locale's for finance. */
export const recurringListQuerySchema = z.strictObject({
  memberId: idSchema.optional(),
  localeId: idSchema.optional(),
  status: z.enum(recurringStatuses).optional(),
});
export const recurringListSchema = z.object({ items: z.array(recurringGiftSchema) });
export type RecurringList = z.infer<typeof recurringListSchema>;
