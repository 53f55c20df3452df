import { pepCalls, type PepDuplicates } from '@congregate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

export type DuplicatesQuery = NonNullable<CallInput<typeof pepCalls.duplicates>['query']>;

/** `GET peps/duplicates`: PEPs and members of the locale who may be this person. */
export function fetchDuplicates(query: DuplicatesQuery): Promise<PepDuplicates> {
  return callApi(pepCalls.duplicates, { query });
}

export function duplicatesQueryOptions(query: DuplicatesQuery) {
  return queryOptions({
    queryKey: pepKeys.duplicates(query),
    queryFn: () => fetchDuplicates(query),
    staleTime: 30_000,
    retry: false,
  });
}

/** Asked once names and a mobile or e-mail are typed (`query` null until then). */
export function useDuplicates(query: DuplicatesQuery | null) {
  return useQuery({
    ...duplicatesQueryOptions(query ?? { localeId: '', firstName: '', lastName: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
