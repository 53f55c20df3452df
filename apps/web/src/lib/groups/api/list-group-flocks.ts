import { groupFlockCalls, type GroupFlockPage } from '@congregate/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { groupKeys } from '../../query-keys.ts';

/** Which flocks a list asks for: a locale's, matching `q`, archived ones too when an admin asks. */
export interface GroupFlockFilter {
  localeId: string;
  q?: string;
  includeArchived?: boolean;
}

/** `GET groups/flocks?localeId&q&includeArchived&cursor`: one page of a locale's flocks, by name. */
export function fetchGroupFlocks(filter: GroupFlockFilter, cursor: string | null): Promise<GroupFlockPage> {
  return callApi(groupFlockCalls.list, {
    query: {
      localeId: filter.localeId,
      q: filter.q || undefined,
      includeArchived: filter.includeArchived ? 'true' : undefined,
      cursor: cursor ?? undefined,
      limit: 100,
    },
  });
}

export function groupFlocksQueryOptions(filter: GroupFlockFilter) {
  return infiniteQueryOptions({
    queryKey: groupKeys.flocks(filter),
    queryFn: ({ pageParam }) => fetchGroupFlocks(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

/** A locale's flocks with their cluster, size and staff (admins over it, and its members). */
export function useGroupFlocks(filter: GroupFlockFilter | null) {
  return useInfiniteQuery({
    ...groupFlocksQueryOptions(filter ?? { localeId: '' }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
