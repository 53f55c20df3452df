import { gatheringCalls, type GatheringSummary } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { gatheringKeys } from '../../../../lib/query-keys.ts';

/** How far back the gathering picker reaches. */
const WEEKS_BACK = 8;
const HOUR_MS = 3_600_000;

/** The range the picker covers: eight weeks back to a day ahead, by the hour (a stable key within it). */
function recentRange(now: number) {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  return {
    from: new Date(hour - WEEKS_BACK * 7 * 24 * HOUR_MS).toISOString(),
    to: new Date(hour + 25 * HOUR_MS).toISOString(),
  };
}

/**
 * `GET gatherings?localeId&from&to`: the locale's recent gatherings, newest first, that check-in has opened
 * for and that were not cancelled — the ones a flock's attendance can be recorded for.
 */
export async function fetchRecentGatherings(localeId: string, now = Date.now()): Promise<GatheringSummary[]> {
  const range = recentRange(now);
  const page = await callApi(gatheringCalls.list, { query: { localeId, ...range, limit: 100 } });
  return page.items.filter((g) => !g.cancelledAt && Date.parse(g.checkInOpensAt) <= now);
}

export function recentGatheringsQueryOptions(localeId: string) {
  const range = recentRange(Date.now());
  return queryOptions({
    queryKey: gatheringKeys.list(localeId, { ...range, recent: true }),
    queryFn: () => fetchRecentGatherings(localeId),
    retry: false,
  });
}

export function useRecentGatherings(localeId: string | null) {
  return useQuery({ ...recentGatheringsQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
