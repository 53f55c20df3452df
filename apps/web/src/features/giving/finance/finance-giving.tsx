import type { GivingAccess } from '@congregate/contracts';

/** The finance part of the transactions page (helper p5 replaces this whole file). */
export function FinanceGiving(_props: { locales: GivingAccess['locales'] }) {
  return null;
}
