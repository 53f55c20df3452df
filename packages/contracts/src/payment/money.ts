/**
 * Money is an integer count of the currency's minor units (cents, centavos; yen have none) with its ISO
 * currency — never a float, and totals are kept per currency, never summed across currencies.
 */

/** How many digits a currency's minor unit has (2 for PHP, USD, EUR; 0 for JPY, KRW). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** How many minor units make one major unit (100 for PHP, 1 for JPY). */
export const minorPerMajor = (currency: string): number => 10 ** currencyDigits(currency);

/** `12345` PHP → `₱123.45` in the reader's language (`en-PH`, `fil`). */
export function formatMoney(amountMinor: number, currency: string, language = 'en'): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}

/**
 * Reads what a person typed (`1,234.50`, `1234.5`, `500`) as minor units of the currency; null when it is not
 * an amount or has more decimals than the currency has. Integer arithmetic only: no float rounding.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const cleaned = text.replace(/[\s,]/g, '');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** A provider's fee: a percentage (basis points, 290 = 2.9 %) of the charge plus a fixed part (minor units). */
export interface FeeRule {
  percentBasisPoints: number;
  fixedMinor: number;
}

/**
 * What a donor adds to cover the fee so that the fund receives `amountMinor` whole: the charge `c` is the
 * smallest with `c − fee(c) ≥ amount`, i.e. `c = ceil((amount + fixed) / (1 − percent))`; answers `c − amount`.
 */
export function coverFeeMinor(amountMinor: number, rule: FeeRule): number {
  if (rule.percentBasisPoints <= 0 && rule.fixedMinor <= 0) return 0;
  const charge = Math.ceil(((amountMinor + rule.fixedMinor) * 10_000) / (10_000 - rule.percentBasisPoints));
  return charge - amountMinor;
}
