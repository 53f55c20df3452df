import { giftCalls, type GiftTotal } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { addDays, wallTimeOf } from '../../../../lib/format/zoned-time.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/**
 * The last seven days on a locale's clock, today included (calendar days): whatever the weekday, last Sunday's
 * gifts are in it, where a week from Monday would show nothing until Sunday came again.
 */
export function lastSevenDays(timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const today = wallTimeOf(now, timeZone).slice(0, 10);
  return { from: addDays(today, -6), to: today };
}

/** What a locale received in the last seven days: how many gifts, and how much in each currency. */
export interface RecentGiving {
  count: number;
  amounts: { currency: string; amountMinor: number }[];
}

/** Adds the totals per fund (and year) of `GET gifts` into one count and one amount per currency. */
export function recentGivingOf(totals: readonly GiftTotal[]): RecentGiving {
  const amounts = new Map<string, number>();
  let count = 0;
  for (const total of totals) {
    count += total.count;
    amounts.set(total.currency, (amounts.get(total.currency) ?? 0) + total.amountMinor);
  }
  return { count, amounts: [...amounts].map(([currency, amountMinor]) => ({ currency, amountMinor })) };
}

/** `GET gifts?localeId&from&to&limit=1`: only its totals, which cover every gift the filters match. */
export async function fetchRecentGifts(localeId: string, days: { from: string; to: string }) {
  const page = await callApi(giftCalls.list, { query: { localeId, ...days, status: 'succeeded', limit: 1 } });
  return recentGivingOf(page.totals);
}

export function recentGiftsQueryOptions(localeId: string, timeZone: string) {
  const days = lastSevenDays(timeZone);
  return queryOptions({
    // `totals` keeps these sums apart from the gift lists' pages with the same filters.
    queryKey: givingKeys.giftList({ localeId, ...days, totals: true }),
    queryFn: () => fetchRecentGifts(localeId, days),
    retry: false,
  });
}

export function useRecentGifts(localeId: string, timeZone: string) {
  return useQuery(recentGiftsQueryOptions(localeId, timeZone));
}
