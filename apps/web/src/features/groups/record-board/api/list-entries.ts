import { recordBoardCalls, type RecordEntryPage } from '@congregate/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { recordBoardKeys } from '../../../../lib/query-keys.ts';

/** What the board asks for: a locale's entries, maybe of one category or matching words. */
export interface EntriesQuery {
  localeId: string;
  categoryId?: string;
  q?: string;
}

const PAGE = 20;

/** `GET record-board?localeId&categoryId&q&cursor`: one page, newest entry date first. */
export function fetchEntries(query: EntriesQuery, cursor: string | null): Promise<RecordEntryPage> {
  return callApi(recordBoardCalls.list, {
    query: {
      localeId: query.localeId,
      ...(query.categoryId ? { categoryId: query.categoryId } : {}),
      ...(query.q ? { q: query.q } : {}),
      limit: PAGE,
      ...(cursor ? { cursor } : {}),
    },
  });
}

export function entriesQueryOptions(query: EntriesQuery) {
  return infiniteQueryOptions({
    queryKey: recordBoardKeys.list(query),
    queryFn: ({ pageParam }) => fetchEntries(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useEntries(query: EntriesQuery | null) {
  return useInfiniteQuery({
    ...entriesQueryOptions(query ?? { localeId: '' }),
    enabled: Boolean(query),
    placeholderData: keepPreviousData,
  });
}
