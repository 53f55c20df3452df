import { giftCalls, type GiftTotal } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { addDays, wallTimeOf } from '../../../../lib/format/zoned-time.ts';
import { givingKeys } from '../../../../lib/query-keys.ts';

/** This week on a locale's clock: Monday to today (calendar days, both included). */
export function weekSoFar(timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const today = wallTimeOf(now, timeZone).slice(0, 10);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return { from: addDays(today, -((weekday + 6) % 7)), to: today };
}

/** What a locale received this week: how many gifts, and how much in each currency. */
export interface WeekGiving {
  count: number;
  amounts: { currency: string; amountMinor: number }[];
}

/** Adds the totals per fund (and year) of `GET gifts` into one count and one amount per currency. */
export function weekGivingOf(totals: readonly GiftTotal[]): WeekGiving {
  const amounts = new Map<string, number>();
  let count = 0;
  for (const total of totals) {
    count += total.count;
    amounts.set(total.currency, (amounts.get(total.currency) ?? 0) + total.amountMinor);
  }
  return { count, amounts: [...amounts].map(([currency, amountMinor]) => ({ currency, amountMinor })) };
}

/** `GET gifts?localeId&from&to&limit=1`: only its totals, which cover every gift the filters match. */
export async function fetchGiftsThisWeek(localeId: string, week: { from: string; to: string }) {
  const page = await callApi(giftCalls.list, { query: { localeId, ...week, status: 'succeeded', limit: 1 } });
  return weekGivingOf(page.totals);
}

export function giftsThisWeekQueryOptions(localeId: string, timeZone: string) {
  const week = weekSoFar(timeZone);
  return queryOptions({
    // `totals` keeps these sums apart from the gift lists' pages with the same filters.
    queryKey: givingKeys.giftList({ localeId, ...week, totals: true }),
    queryFn: () => fetchGiftsThisWeek(localeId, week),
    retry: false,
  });
}

export function useGiftsThisWeek(localeId: string, timeZone: string) {
  return useQuery(giftsThisWeekQueryOptions(localeId, timeZone));
}
