import { GATHERING_LIMITS } from '@congregate/contracts';
import type { GatheringRange } from '../api/get-gatherings.ts';
import { addDays, instantOfWallTime } from '../../../../lib/format/zoned-time.ts';

/** The list shows the last four weeks and the next two unless the admin picks other days. */
export const DEFAULT_DAYS_BACK = 28;
export const DEFAULT_DAYS_AHEAD = 14;

/** Calendar days (`YYYY-MM-DD`), both included. */
export interface Days {
  from: string;
  to: string;
}

export const defaultDays = (today: string): Days => ({
  from: addDays(today, -DEFAULT_DAYS_BACK),
  to: addDays(today, DEFAULT_DAYS_AHEAD),
});

/**
 * The instants the days cover in the locale's time zone (`to` day included); `order` or `span` when they
 * are out of order or further apart than a list may cover.
 */
export function rangeOf(days: Days, timeZone: string): GatheringRange | 'order' | 'span' {
  const from = instantOfWallTime(`${days.from}T00:00`, timeZone)!;
  const to = instantOfWallTime(`${addDays(days.to, 1)}T00:00`, timeZone)!;
  if (Date.parse(to) <= Date.parse(from)) return 'order';
  if (Date.parse(to) - Date.parse(from) > GATHERING_LIMITS.maxListDays * 86_400_000) return 'span';
  return { from, to };
}
