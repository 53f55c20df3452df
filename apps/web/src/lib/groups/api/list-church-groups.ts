import { churchGroupCalls, type ChurchGroupPage, type GroupType } from '@congregate/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { groupKeys } from '../../query-keys.ts';

/** Which groups a list asks for: a locale's, matching `q` and a type, archived ones too (admins). */
export interface ChurchGroupFilter {
  localeId: string;
  q?: string;
  type?: GroupType;
  includeArchived?: boolean;
}

/** `GET groups/groups?localeId&q&type&includeArchived&cursor`: one page of a locale's groups, by name. */
export function fetchChurchGroups(
  filter: ChurchGroupFilter,
  cursor: string | null,
): Promise<ChurchGroupPage> {
  return callApi(churchGroupCalls.list, {
    query: {
      localeId: filter.localeId,
      q: filter.q || undefined,
      type: filter.type,
      includeArchived: filter.includeArchived ? 'true' : undefined,
      cursor: cursor ?? undefined,
      limit: 100,
    },
  });
}

export function churchGroupsQueryOptions(filter: ChurchGroupFilter) {
  return infiniteQueryOptions({
    queryKey: groupKeys.groups(filter),
    queryFn: ({ pageParam }) => fetchChurchGroups(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

/** A locale's groups with leaders, size and the caller's place in each. */
export function useChurchGroups(filter: ChurchGroupFilter | null) {
  return useInfiniteQuery({
    ...churchGroupsQueryOptions(filter ?? { localeId: '' }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
