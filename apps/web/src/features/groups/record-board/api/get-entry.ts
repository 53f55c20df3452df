import { recordBoardCalls, type RecordEntry } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { recordBoardKeys } from '../../../../lib/query-keys.ts';

/** `GET record-board/{id}`: one entry with its body and attachments. */
export function fetchEntry(id: string): Promise<RecordEntry> {
  return callApi(recordBoardCalls.get, { params: { id } });
}

export function entryQueryOptions(id: string) {
  return queryOptions({ queryKey: recordBoardKeys.detail(id), queryFn: () => fetchEntry(id), retry: false });
}

export function useEntry(id: string | null) {
  return useQuery({ ...entryQueryOptions(id ?? ''), enabled: Boolean(id) });
}
