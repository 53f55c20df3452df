import { churchEventCalls, type ChurchEventPage } from '@congregate/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { churchEventKeys } from '../../../../lib/query-keys.ts';

/** Events per page of the admins' list. */
export const EVENT_PAGE = 20;

/** What the admins' list asks for: a locale, a period (instants) and its order (`desc`: latest first). */
export interface EventListFilter {
  localeId: string;
  from: string;
  to: string;
  order: 'asc' | 'desc';
}

/** `GET events?localeId&from&to&order&cursor&limit`: one page of a locale's events. */
export function fetchEventPage(filter: EventListFilter, cursor: string | null): Promise<ChurchEventPage> {
  return callApi(churchEventCalls.list, {
    query: { ...filter, limit: EVENT_PAGE, cursor: cursor ?? undefined },
  });
}

export function eventPagesQueryOptions(filter: EventListFilter) {
  return infiniteQueryOptions({
    queryKey: churchEventKeys.paged(filter),
    queryFn: ({ pageParam }) => fetchEventPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

export function useEventPages(filter: EventListFilter | null) {
  return useInfiniteQuery({
    ...eventPagesQueryOptions(filter ?? { localeId: '', from: '', to: '', order: 'asc' }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
