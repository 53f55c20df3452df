import { recordBoardCalls, type RecordBoardSettings } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { recordBoardKeys } from '../../../../lib/query-keys.ts';

/** `GET record-board/settings?localeId`: who may post, the board's label, what the caller may do. */
export function fetchBoardSettings(localeId: string): Promise<RecordBoardSettings> {
  return callApi(recordBoardCalls.settings, { query: { localeId } });
}

export function boardSettingsQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: recordBoardKeys.settings(localeId),
    queryFn: () => fetchBoardSettings(localeId),
    retry: false,
  });
}

export function useBoardSettings(localeId: string | null) {
  return useQuery({ ...boardSettingsQueryOptions(localeId ?? ''), enabled: Boolean(localeId) });
}
