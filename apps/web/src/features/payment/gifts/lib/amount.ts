import { PAYMENT_LIMITS, minorPerMajor, parseMoney } from '@congregate/contracts';

/** What is wrong with a typed amount, or the amount in minor units. */
export type AmountCheck =
  { ok: true; amountMinor: number } | { ok: false; problem: 'empty' | 'invalid' | 'tooSmall' | 'tooLarge' };

/** The limits of one gift in a currency, in minor units (the server's `amount_out_of_range`). */
export function giftLimits(currency: string): { min: number; max: number } {
  const perMajor = minorPerMajor(currency);
  return {
    min: PAYMENT_LIMITS.minimumMajorUnits * perMajor,
    max: PAYMENT_LIMITS.maximumMajorUnits * perMajor,
  };
}

/** Reads what a person typed as minor units of `currency`, within the gift limits. */
export function checkAmount(text: string, currency: string): AmountCheck {
  if (!text.trim()) return { ok: false, problem: 'empty' };
  const amountMinor = parseMoney(text, currency);
  if (amountMinor === null) return { ok: false, problem: 'invalid' };
  const { min, max } = giftLimits(currency);
  if (amountMinor < min) return { ok: false, problem: 'tooSmall' };
  if (amountMinor > max) return { ok: false, problem: 'tooLarge' };
  return { ok: true, amountMinor };
}

/** An example amount to type in a currency: `1,250.50`, or `1,250` without minor units. */
export function exampleAmount(currency: string): string {
  return minorPerMajor(currency) === 1 ? '1,250' : '1,250.50';
}
