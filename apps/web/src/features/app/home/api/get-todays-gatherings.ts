import { gatheringCalls, type GatheringSummary } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { todayIn } from '../../../../lib/format/zoned-time.ts';
import { gatheringKeys } from '../../../../lib/query-keys.ts';

/** `GET gatherings?localeId&from&to`: the locale's gatherings of today on its clock, earliest first. */
export async function fetchTodaysGatherings(
  localeId: string,
  day: { from: string; to: string },
): Promise<GatheringSummary[]> {
  const page = await callApi(gatheringCalls.list, { query: { localeId, ...day, limit: 20 } });
  return page.items
    .filter((gathering) => gathering.cancelledAt === null)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export function todaysGatheringsQueryOptions(localeId: string, timeZone: string, now: Date = new Date()) {
  const day = todayIn(timeZone, now);
  return queryOptions({
    // `today` keeps this plain list apart from the paged lists of the same locale.
    queryKey: gatheringKeys.list(localeId, { today: day.from }),
    queryFn: () => fetchTodaysGatherings(localeId, day),
    retry: false,
  });
}

export function useTodaysGatherings(localeId: string, timeZone: string) {
  return useQuery(todaysGatheringsQueryOptions(localeId, timeZone));
}
