import { currencyDigits } from '@congregate/contracts';

/*
 * How gifts are printed, shared by receipts, the gifts CSV and year-end statements: the receipt number and an
 * amount in major units as text. Integer arithmetic only, never a float.
 */

/** The calendar year of an instant in a time zone (`Asia/Manila`). */
export function yearIn(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(instant));
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The printed receipt number: the year the gift was given (in its locale's zone) and `receipt_no` padded to 6, `2026-000123`. */
export function receiptNumber(receiptNo: number, givenAt: Date, timeZone: string): string {
  return `${yearIn(givenAt, timeZone)}-${String(receiptNo).padStart(6, '0')}`;
}

/** Reads a receipt number as typed (`2026-000123`, `000123`, `123`): its `receipt_no` and year, or null. */
export function parseReceiptNumber(text: string): { receiptNo: number; year: number | null } | null {
  const match = /^(?:(\d{4})-)?(\d{1,12})$/.exec(text.trim());
  if (!match) return null;
  return { receiptNo: Number(match[2]), year: match[1] ? Number(match[1]) : null };
}

/**
 * Minor units as major units in plain text, for files (CSV, statements' tables): `123450` PHP → `1234.50`,
 * `1500` JPY → `1500`, `-5` USD → `-0.05`. No grouping, no symbol.
 */
export function majorUnitsText(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const whole = String(Math.abs(amountMinor));
  if (digits === 0) return `${sign}${whole}`;
  const padded = whole.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
