import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common.ts';
import { amountMinorSchema } from './gifts.ts';
import { PAYMENT_LIMITS, batchLineMethods, batchStatuses } from './values.ts';

/** One envelope of a batch: a member's (or anonymous), to a fund, in cash or by cheque. */
export const batchLineInputSchema = z.strictObject({
  /** Null or absent: an anonymous envelope. */
  memberId: idSchema.nullable().default(null),
  fundId: idSchema,
  amountMinor: amountMinorSchema,
  method: z.enum(batchLineMethods),
  chequeNumber: z.string().trim().max(PAYMENT_LIMITS.chequeNumberMax).optional(),
});
export type BatchLineInput = z.input<typeof batchLineInputSchema>;

/**
 * `POST batches` (finance of the locale): a service's cash and cheque envelopes, with the total counted in
 * the room. Funds must be the locale's (the batch is in its currency); it stays open (editable with `PUT`)
 * until closed.
 */
export const newBatchSchema = z.strictObject({
  localeId: idSchema,
  serviceDate: isoDateSchema,
  label: z.string().trim().max(PAYMENT_LIMITS.batchLabelMax).default(''),
  countedTotalMinor: z.number().int().min(0).max(PAYMENT_LIMITS.amountMinorMax),
  lines: z.array(batchLineInputSchema).max(PAYMENT_LIMITS.batchLinesMax),
});
export type NewBatch = z.infer<typeof newBatchSchema>;
export type NewBatchInput = z.input<typeof newBatchSchema>;

/** `PUT batches/{id}`: an open batch's date, label, counted total and lines, replaced whole. */
export const batchUpdateSchema = newBatchSchema.omit({ localeId: true });
export type BatchUpdate = z.infer<typeof batchUpdateSchema>;

export const batchLineSchema = z.object({
  id: idSchema,
  memberId: idSchema.nullable(),
  donorName: z.string(),
  fundId: idSchema,
  fundName: z.string(),
  amountMinor: z.number().int(),
  method: z.enum(batchLineMethods),
  chequeNumber: z.string().nullable(),
});
export type BatchLine = z.infer<typeof batchLineSchema>;

export const batchSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  serviceDate: isoDateSchema,
  label: z.string(),
  currency: z.string(),
  countedTotalMinor: z.number().int(),
  /** Sum of the lines. */
  linesTotalMinor: z.number().int(),
  /** `countedTotalMinor − linesTotalMinor`: 0 when the batch balances. */
  differenceMinor: z.number().int(),
  lineCount: z.number().int(),
  status: z.enum(batchStatuses),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  closedByName: z.string().nullable(),
});
export type Batch = z.infer<typeof batchSchema>;
export const batchDetailSchema = batchSchema.extend({ lines: z.array(batchLineSchema) });
export type BatchDetail = z.infer<typeof batchDetailSchema>;

/** `GET batches?localeId&status&cursor&limit`: newest service date first. */
export const batchListQuerySchema = z.strictObject({
  localeId: idSchema,
  status: z.enum(batchStatuses).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAYMENT_LIMITS.listLimitMax).default(25),
});
export const batchPageSchema = z.object({ items: z.array(batchSchema), nextCursor: z.string().nullable() });
export type BatchPage = z.infer<typeof batchPageSchema>;
