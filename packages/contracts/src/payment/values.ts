/** Value lists of the payment service (issue 17): funds, gifts, recurring plans, batches, statements. */

/** How often a gift is given: once, or a plan that charges weekly or monthly until cancelled. */
export const giftFrequencies = ['once', 'weekly', 'monthly'] as const;
export type GiftFrequency = (typeof giftFrequencies)[number];

/** Which provider takes a gift: Stripe (online), or manual (recorded by finance: bank transfer, cash, cheque). */
export const paymentProviders = ['stripe', 'manual'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** How the money came: by card through the online provider, by bank transfer, in an envelope, or otherwise. */
export const giftMethods = ['card', 'bank_transfer', 'cash', 'cheque', 'other'] as const;
export type GiftMethod = (typeof giftMethods)[number];

/** A gift recorded is `succeeded`; a refunded one keeps its row (and its receipt number) as `refunded`. */
export const giftStatuses = ['succeeded', 'refunded'] as const;
export type GiftStatus = (typeof giftStatuses)[number];

/** A recurring plan: `failing` after a charge failed (the member is told), until a charge succeeds again. */
export const recurringStatuses = ['active', 'failing', 'cancelled'] as const;
export type RecurringStatus = (typeof recurringStatuses)[number];

/** Methods of an envelope line in a batch. */
export const batchLineMethods = ['cash', 'cheque'] as const;
export type BatchLineMethod = (typeof batchLineMethods)[number];

export const batchStatuses = ['open', 'closed'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

export const statementRunStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type StatementRunStatus = (typeof statementRunStatuses)[number];

/**
 * What a caller may see of a locale's giving (the one rule is `givingAccessOf` in the server's `access/`):
 * `manage` — finance of the locale and super admins (gifts, refunds, batches, statements, funds);
 * `view` — locale admins (gifts and funds, no refunds or batches); `totals` — district admins of its district
 * (summaries only); `none` — everyone else (flock leaders never see giving). A member always sees their own.
 */
export const givingAccessLevels = ['manage', 'view', 'totals', 'none'] as const;
export type GivingAccessLevel = (typeof givingAccessLevels)[number];

export const PAYMENT_LIMITS = {
  fundNameMax: 60,
  fundDescriptionMax: 300,
  /** Funds a locale may have (active and archived). */
  fundsPerLocaleMax: 50,
  /** The largest amount in minor units any input takes (safe integer, far above any gift). */
  amountMinorMax: 100_000_000_000,
  /** A gift online is at least one major unit of its currency (1.00 PHP, 1 JPY). */
  minimumMajorUnits: 1,
  /** At most this many major units in one online gift. */
  maximumMajorUnits: 1_000_000,
  bankDetailsMax: 1000,
  instructionsMax: 1000,
  /** The fee percentage, in basis points (290 = 2.9 %), at most 20 %. */
  feePercentBasisPointsMax: 2000,
  refundReasonMax: 300,
  batchLabelMax: 80,
  batchLinesMax: 500,
  chequeNumberMax: 30,
  listLimitMax: 100,
  /** Years back a statement can be asked for. */
  statementYearsBack: 10,
} as const;
