import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * A mobile number as a person types it, in international form (E.164, `+639171234567`), given the calling
 * code of their country (`+63`, from the country list):
 * - spaces, dashes, dots and brackets go (`0917 123-4567`);
 * - `+…` and `00…` are already international;
 * - a leading `0` is the trunk prefix dialled at home and is dropped (`0917 123 4567` in the Philippines
 *   → `+639171234567`);
 * - other digits are the national number (`9123 4567` in Singapore → `+6591234567`). Where the list's
 *   calling code carries an area code (`+1684`), a ten-digit North American number keeps its own.
 * Anything else is returned cleaned but not international, for the schema to refuse; without a calling code
 * a local number stays local.
 */
export function internationalMobile(typed: string, callingCode?: string | null): string {
  const trimmed = typed.trim();
  const cleaned = trimmed.replace(/[\s\-.()/\u00a0]/g, '');
  if (cleaned === '') return '';
  if (/^\+\d+$/.test(cleaned)) return cleaned;
  if (/^00[1-9]\d+$/.test(cleaned)) return `+${cleaned.slice(2)}`;
  if (!/^\d+$/.test(cleaned) || !callingCode || !/^\+\d+$/.test(callingCode)) return cleaned;
  const national = cleaned.replace(/^0+/, '');
  if (national === '') return cleaned;
  if (callingCode.startsWith('+1') && national.length === 10) return `+1${national}`;
  if (callingCode.startsWith('+1') && national.length === 11 && national.startsWith('1'))
    return `+${national}`;
  return `${callingCode}${national}`;
}

/** Whether a number is typed the local way (no `+` or `00`): it needs a country to become international. */
export function isLocalMobile(typed: string): boolean {
  const cleaned = typed.trim().replace(/[\s\-.()/\u00a0]/g, '');
  return /^\d+$/.test(cleaned) && !cleaned.startsWith('00');
}

/**
 * A mobile number in a request that may come in the local form (registration): digits, spaces, `+`, dashes,
 * dots and brackets. The server reads it with `internationalMobile` and the locale's calling code, then checks
 * it as E.164.
 */
export const mobileInputSchema = z
  .string()
  .trim()
  .max(LIMITS.mobileMax + 10)
  .regex(/^\+?[\d\s\-.()/\u00a0]+$/, 'Use the international format, e.g. +639171234567');
