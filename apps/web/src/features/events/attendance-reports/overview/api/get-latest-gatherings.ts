import { gatheringCalls, type GatheringSummary } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { gatheringKeys } from '../../../../../lib/query-keys.ts';

const HOUR_MS = 3_600_000;
const WEEKS_BACK = 4;
/** How many of the latest gatherings the tab shows. */
export const LATEST_GATHERINGS = 8;

/** Four weeks back to the next hour, by the hour (a stable query key within it). */
function latestRange(now: number) {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  return {
    from: new Date(hour - WEEKS_BACK * 7 * 24 * HOUR_MS).toISOString(),
    to: new Date(hour + HOUR_MS).toISOString(),
  };
}

/**
 * `GET gatherings?localeId&from&to`: the locale's gatherings of the last four weeks that have started,
 * newest first, with their check-in and first-timer counts.
 */
export async function fetchLatestGatherings(localeId: string, now = Date.now()): Promise<GatheringSummary[]> {
  const page = await callApi(gatheringCalls.list, { query: { localeId, ...latestRange(now), limit: 20 } });
  return page.items.filter((g) => Date.parse(g.startsAt) <= now).slice(0, LATEST_GATHERINGS);
}

export function latestGatheringsQueryOptions(localeId: string) {
  const range = latestRange(Date.now());
  return queryOptions({
    queryKey: gatheringKeys.list(localeId, { ...range, latest: true }),
    queryFn: () => fetchLatestGatherings(localeId),
    retry: false,
  });
}

export function useLatestGatherings(localeId: string | null) {
  return useQuery({ ...latestGatheringsQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
