import { statementCalls } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `GET statement-runs?localeId`: the locale's statement runs, newest first (the server bounds the list). */
export function statementRunsQueryOptions(localeId: string) {
  return queryOptions({
    queryKey: givingKeys.statementRuns(localeId),
    queryFn: ({ signal }) => callApi(statementCalls.listRuns, { query: { localeId }, signal }),
    retry: false,
  });
}

export function useStatementRuns(localeId: string) {
  return useQuery(statementRunsQueryOptions(localeId));
}
