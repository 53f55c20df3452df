import { formatMoney } from '@congregate/contracts';
import { useCallback } from 'react';
import { isApiError } from '../../../../../lib/api/index.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useLoadErrorMessage } from '../../../../../components/ui/load-error.tsx';
import { useFinanceT, type FinanceKey } from '../i18n/index.ts';

/** Amounts in minor units as the reader's language writes them (`₱1,234.50`). */
export function useMoney(): (amountMinor: number, currency: string) => string {
  const { language } = useI18n();
  return useCallback(
    (amountMinor, currency) => formatMoney(amountMinor, currency, language === 'fil' ? 'fil-PH' : 'en'),
    [language],
  );
}

/** Refusals of the payment service this page words itself (by `details.reason`, or the error code). */
const givingReasons = [
  'batch_unbalanced',
  'batch_empty',
  'batch_closed',
  'run_in_progress',
  'run_not_done',
  'fund_name_taken',
  'too_many_funds',
  'fund_not_available',
  'member_outside_locale',
  'provider_unavailable',
] as const;
type GivingReason = (typeof givingReasons)[number];

function givingReasonOf(error: unknown): { reason: GivingReason; details: Record<string, unknown> } | null {
  if (!isApiError(error)) return null;
  const details = (
    typeof error.details === 'object' && error.details !== null ? error.details : {}
  ) as Record<string, unknown>;
  const named = [details.reason, error.code, ...error.issues.map((issue) => issue.code)];
  const reason = named.find((code): code is GivingReason =>
    (givingReasons as readonly unknown[]).includes(code),
  );
  return reason ? { reason, details } : null;
}

/**
 * What to tell finance when the server refused: the giving rules by their reason (an unbalanced batch with its
 * difference), anything else as every page words refusals. Never the server's English text.
 */
export function useFinanceRefusal(currency?: string): (error: unknown) => string {
  const ft = useFinanceT();
  const money = useMoney();
  const general = useLoadErrorMessage();
  return (error) => {
    const known = givingReasonOf(error);
    if (!known) return general(error);
    const key: FinanceKey = `refusal.${known.reason}`;
    const difference = known.details.differenceMinor;
    if (known.reason === 'batch_unbalanced' && typeof difference === 'number' && currency)
      return ft('refusal.batch_unbalanced_by', { amount: money(Math.abs(difference), currency) });
    return ft(key);
  };
}

/** The years a picker offers: this one and the ten before (statements go back ten years). */
export function recentYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 11 }, (_, i) => year - i);
}

/** A fee typed as a percentage (`2.9`, `2,9`) in basis points (290); null when it is not one. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percentage to edit (`290` → `2.9`). */
export function percentText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Minor units as the major-unit text a person edits (`12050` PHP → `120.50`), without grouping. */
export function majorText(amountMinor: number, digits: number): string {
  if (digits === 0) return String(amountMinor);
  const factor = 10 ** digits;
  return `${Math.floor(amountMinor / factor)}.${String(amountMinor % factor).padStart(digits, '0')}`;
}

/** A batch's difference (counted − lines) in words: "Balanced", "₱120.00 short" or "₱120.00 over". */
export function useDifferenceText(): (differenceMinor: number, currency: string) => string {
  const ft = useFinanceT();
  const money = useMoney();
  return (differenceMinor, currency) =>
    differenceMinor === 0
      ? ft('difference.balanced')
      : ft(differenceMinor > 0 ? 'difference.short' : 'difference.over', {
          amount: money(Math.abs(differenceMinor), currency),
        });
}
