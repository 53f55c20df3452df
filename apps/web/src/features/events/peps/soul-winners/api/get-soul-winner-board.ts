import { pepCalls, type SoulWinnerBoard } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../../lib/query-keys.ts';

/** What the board covers: a locale, and a period (days, both included) or one event. */
export interface BoardQuery {
  localeId: string;
  from?: string;
  to?: string;
  eventId?: string;
}

/** `GET peps/soul-winners?localeId&from&to&eventId`: invited, attended, studying, baptized per member, flock, locale. */
export function fetchSoulWinnerBoard(query: BoardQuery): Promise<SoulWinnerBoard> {
  return callApi(pepCalls.soulWinners, { query });
}

export function soulWinnerBoardQueryOptions(query: BoardQuery) {
  return queryOptions({
    queryKey: pepKeys.soulWinners(query),
    queryFn: () => fetchSoulWinnerBoard(query),
    retry: false,
  });
}

export function useSoulWinnerBoard(query: BoardQuery | null) {
  return useQuery({
    ...soulWinnerBoardQueryOptions(query ?? { localeId: '' }),
    enabled: query !== null,
  });
}
