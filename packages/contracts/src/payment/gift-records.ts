import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common.ts';
import { amountMinorSchema, currencySchema } from './gifts.ts';

/**
 * Gifts finance records by hand (issue 37): a bank transfer a member made with the reference the give page showed
 * them (`GIVE-M0000004-TITH`), cash or a cheque outside a batch, anything else. One at a time, or the lines of a
 * bank statement matched by that reference.
 */
export const GIFT_RECORD_LIMITS = {
  referenceMax: 120,
  /** A bank statement's CSV at most this many characters (about 5,000 lines). */
  statementCsvMax: 600_000,
  /** Lines one import records at most. */
  importLinesMax: 1000,
  /** A gift received at most this many days ago (older ones go through an admin's correction). */
  receivedDaysMax: 3660,
} as const;

/** How the money came, as finance types it (stored as the gift's `method`: `bank-transfer` is `bank_transfer`). */
export const recordedGiftMethods = ['bank-transfer', 'cash', 'cheque', 'other'] as const;
export type RecordedGiftMethod = (typeof recordedGiftMethods)[number];

/** The reference a member is shown to write on a transfer: `GIVE-{member number}-{first four of the fund}`. */
export const TRANSFER_REFERENCE = /GIVE-([A-Z0-9]{1,20})-([A-Z0-9]{1,4})/;

/** The fund's part of a transfer reference: its name's first four letters or digits, upper case (`TITH`). */
export function fundReferencePart(fundName: string): string {
  return (
    fundName
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 4) || 'FUND'
  );
}

/** The reference of a member's gift to a fund: their member number, or the start of their id without one. */
export function transferReference(customId: string | null, memberId: string, fundName: string): string {
  const member = customId ?? memberId.slice(0, 8).toUpperCase();
  return `GIVE-${member}-${fundReferencePart(fundName)}`;
}

/** The member's and the fund's parts of the first transfer reference in a text (a bank line's), or null. */
export function readTransferReference(
  text: string,
): { reference: string; member: string; fund: string } | null {
  const found = TRANSFER_REFERENCE.exec(text.toUpperCase());
  return found ? { reference: found[0], member: found[1]!, fund: found[2]! } : null;
}

const referenceSchema = z.string().trim().max(GIFT_RECORD_LIMITS.referenceMax);

/**
 * `POST gifts` (finance of the fund's locale): one gift received outside the app. `receivedOn` is the day in the
 * locale's time zone, not in the future. The member must belong to the fund's locale; the currency must be the
 * fund's.
 */
export const recordGiftInputSchema = z.strictObject({
  memberId: idSchema,
  fundId: idSchema,
  amountMinor: amountMinorSchema,
  currency: currencySchema,
  method: z.enum(recordedGiftMethods),
  reference: referenceSchema.optional(),
  receivedOn: isoDateSchema,
});
export type RecordGiftInput = z.infer<typeof recordGiftInputSchema>;

/** `GET gifts/reference?localeId&reference`: who and which fund a transfer reference names in the locale. */
export const giftReferenceQuerySchema = z.strictObject({
  localeId: idSchema,
  reference: z.string().trim().min(1, 'Required').max(GIFT_RECORD_LIMITS.referenceMax),
});

/** A member a reference names, as finance needs them to record the gift. */
export const referencedMemberSchema = z.object({
  id: idSchema,
  displayName: z.string(),
  /** Their member number (`M0000004`), or null. */
  customId: z.string().nullable(),
});
/** A fund a reference names (its first four letters or digits match). */
export const referencedFundSchema = z.object({ id: idSchema, name: z.string(), currency: z.string() });

export const giftReferenceSchema = z.object({
  reference: z.string(),
  member: referencedMemberSchema,
  /** The locale's active funds whose first four letters match (one, usually). */
  funds: z.array(referencedFundSchema),
});
export type GiftReference = z.infer<typeof giftReferenceSchema>;

/**
 * `POST gifts/bank-import/preview`: a bank statement's CSV (its header row names the columns: a date, an amount
 * or credit, and a description or reference). Nothing is recorded.
 */
export const bankImportPreviewInputSchema = z.strictObject({
  localeId: idSchema,
  csv: z.string().min(1, 'Required').max(GIFT_RECORD_LIMITS.statementCsvMax),
});

/** Why a statement line was not matched. */
export const bankLineProblems = [
  /** No `GIVE-…` reference in the line. */
  'no_reference',
  /** The reference names no member of the locale. */
  'unknown_member',
  /** The reference's fund part matches no active fund of the locale (or several). */
  'unknown_fund',
  /** Not a credit: a debit, zero, or no amount. */
  'not_a_credit',
  /** The date is missing or not a day. */
  'bad_date',
  /** A gift with this reference, amount and day is already recorded (the statement was imported before). */
  'already_recorded',
] as const;
export type BankLineProblem = (typeof bankLineProblems)[number];

export const bankLineSchema = z.object({
  /** The line's number in the file (the header is line 1). */
  line: z.number().int(),
  receivedOn: z.string().nullable(),
  amountMinor: z.number().int().nullable(),
  /** The line's description as the bank wrote it. */
  text: z.string(),
  reference: z.string().nullable(),
  member: referencedMemberSchema.nullable(),
  fund: referencedFundSchema.nullable(),
  /** Null: matched, ready to record. */
  problem: z.enum(bankLineProblems).nullable(),
});
export type BankLine = z.infer<typeof bankLineSchema>;

export const bankImportPreviewSchema = z.object({
  /** The columns read: which header was taken for each. */
  columns: z.object({ date: z.string(), amount: z.string(), text: z.string() }),
  currency: z.string(),
  lines: z.array(bankLineSchema),
  matched: z.number().int(),
  unmatched: z.number().int(),
});
export type BankImportPreview = z.infer<typeof bankImportPreviewSchema>;

/** `POST gifts/bank-import`: the matched lines finance chose, recorded as bank transfers in one transaction. */
export const bankImportInputSchema = z.strictObject({
  localeId: idSchema,
  lines: z
    .array(
      z.strictObject({
        memberId: idSchema,
        fundId: idSchema,
        amountMinor: amountMinorSchema,
        receivedOn: isoDateSchema,
        reference: referenceSchema,
      }),
    )
    .min(1, 'Choose at least one line')
    .max(GIFT_RECORD_LIMITS.importLinesMax),
});
export type BankImportInput = z.infer<typeof bankImportInputSchema>;

export const bankImportAnswerSchema = z.object({
  recorded: z.number().int(),
  /** Lines left out because the same gift was recorded meanwhile (same reference, amount and day). */
  skipped: z.number().int(),
});
