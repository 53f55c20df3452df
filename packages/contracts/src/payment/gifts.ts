import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common.ts';
import {
  PAYMENT_LIMITS,
  giftFrequencies,
  giftMethods,
  giftStatuses,
  givingAccessLevels,
  paymentProviders,
} from './values.ts';

/** An amount in the currency's minor units: a positive integer, never a float. */
export const amountMinorSchema = z
  .number()
  .int('Use whole minor units')
  .positive()
  .max(PAYMENT_LIMITS.amountMinorMax);
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'Use an ISO currency code');

/**
 * `POST gifts/checkout`: a member gives to a fund of their locale. `currency` must be the fund's (422
 * `currency_mismatch` otherwise); `coverFee` adds the provider's fee so the fund receives `amountMinor` whole.
 */
export const checkoutInputSchema = z.strictObject({
  fundId: idSchema,
  amountMinor: amountMinorSchema,
  currency: currencySchema,
  frequency: z.enum(giftFrequencies),
  coverFee: z.boolean().default(false),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;
export type CheckoutInputValue = z.input<typeof checkoutInputSchema>;

/**
 * The answer: for an online provider, `url` is its checkout page (the browser goes there; no card data ever
 * reaches Congregate). For `manual`, no URL: `manual` says how to give (bank details, in person) with a
 * reference to write on the transfer so finance can match it.
 */
export const checkoutSchema = z.object({
  provider: z.enum(paymentProviders),
  url: z.string().nullable(),
  amountMinor: z.number().int(),
  feeMinor: z.number().int(),
  currency: z.string(),
  frequency: z.enum(giftFrequencies),
  manual: z
    .object({
      bankDetails: z.string(),
      instructions: z.string(),
      reference: z.string(),
    })
    .nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const providerParams = z.strictObject({ provider: z.enum(paymentProviders) });
export const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** One gift as a list shows it. */
export const giftSchema = z.object({
  id: idSchema,
  /** The receipt number printed on the receipt, e.g. `2026-000123`. */
  receiptNumber: z.string(),
  localeId: idSchema,
  /** Null: an anonymous envelope, or a member since deleted (the record is kept, anonymised). */
  memberId: idSchema.nullable(),
  /** The giver's name as finance sees it; `Anonymous` when there is no member. */
  donorName: z.string(),
  fundId: idSchema,
  fundName: z.string(),
  amountMinor: z.number().int(),
  /** What the donor added to cover the provider's fee (not part of the fund's amount). */
  feeMinor: z.number().int(),
  currency: z.string(),
  method: z.enum(giftMethods),
  provider: z.enum(paymentProviders),
  status: z.enum(giftStatuses),
  frequency: z.enum(giftFrequencies),
  recurringId: idSchema.nullable(),
  batchId: idSchema.nullable(),
  givenAt: z.iso.datetime(),
  refundedAt: z.iso.datetime().nullable(),
});
export type Gift = z.infer<typeof giftSchema>;

/** Totals of the listed gifts (refunds left out), one row per year, fund and currency — never across currencies. */
export const giftTotalSchema = z.object({
  year: z.number().int(),
  fundId: idSchema,
  fundName: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  count: z.number().int(),
});
export type GiftTotal = z.infer<typeof giftTotalSchema>;

/**
 * `GET gifts?localeId&memberId&fundId&method&status&from&to&q&cursor&limit`: newest first. Without `localeId`
 * and `memberId`: the caller's own gifts. `localeId`: the locale's gifts (finance and locale admins of it;
 * anyone else 403). `memberId`: that member's (themselves, or finance/locale admins of their locale).
 * `from`/`to` are dates in the locale's time zone, inclusive; `q` searches the donor's name or receipt number.
 */
export const giftListQuerySchema = z.strictObject({
  localeId: idSchema.optional(),
  memberId: idSchema.optional(),
  fundId: idSchema.optional(),
  method: z.enum(giftMethods).optional(),
  status: z.enum(giftStatuses).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAYMENT_LIMITS.listLimitMax).default(25),
});
export type GiftListQuery = z.infer<typeof giftListQuerySchema>;
export const giftPageSchema = z.object({
  items: z.array(giftSchema),
  nextCursor: z.string().nullable(),
  /** Totals of everything the filters match (all pages). */
  totals: z.array(giftTotalSchema),
});
export type GiftPage = z.infer<typeof giftPageSchema>;

/** `GET gifts/export?…` (same filters, no cursor): the matching gifts as CSV. */
export const giftExportQuerySchema = giftListQuerySchema.omit({ cursor: true, limit: true });

/** `GET gifts/{id}`: one gift's receipt, with the church's legal name and address (config). */
export const giftReceiptSchema = giftSchema.extend({
  localeName: z.string(),
  church: z.object({ legalName: z.string(), address: z.string(), taxId: z.string().nullable() }),
  /** The donor's address for the receipt, when a member with one. */
  donorAddress: z.string().nullable(),
  refundReason: z.string().nullable(),
});
export type GiftReceipt = z.infer<typeof giftReceiptSchema>;

/** `POST gifts/{id}/refund` (finance of the gift's locale; audited). */
export const refundInputSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Required').max(PAYMENT_LIMITS.refundReasonMax),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/**
 * `GET gifts/summary?localeId&year`: the locale's giving by month and fund, for the chart and its table.
 * Finance, locale admins, and district admins of its district (totals only).
 */
export const giftSummaryQuerySchema = z.strictObject({
  localeId: idSchema,
  year: z.coerce.number().int().min(2000).max(2100),
});
export const giftSummarySchema = z.object({
  localeId: idSchema,
  year: z.number().int(),
  currency: z.string(),
  funds: z.array(z.object({ id: idSchema, name: z.string() })),
  /** One row per month (`2026-01`…`2026-12`, all twelve), each fund's amount (minor units; 0 when none). */
  months: z.array(z.object({ month: z.string(), byFund: z.record(z.string(), z.number().int()) })),
  /** Per fund for the year, and the year's total (refunds left out). */
  fundTotals: z.record(z.string(), z.number().int()),
  totalMinor: z.number().int(),
  giftCount: z.number().int(),
  /** The caller's access to this locale's giving (what the page may offer). */
  access: z.enum(givingAccessLevels),
});
export type GiftSummary = z.infer<typeof giftSummarySchema>;

/** `GET giving-access?localeId`: what the caller may do with a locale's giving (the page's tabs). */
export const givingAccessQuerySchema = z.strictObject({ localeId: idSchema.optional() });
export const givingAccessSchema = z.object({
  /** Every locale the caller may see giving of, with their level (own locale first). */
  locales: z.array(
    z.object({
      localeId: idSchema,
      localeName: z.string(),
      currency: z.string(),
      access: z.enum(givingAccessLevels),
    }),
  ),
});
export type GivingAccess = z.infer<typeof givingAccessSchema>;
