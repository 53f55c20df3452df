import { statementCalls, type StatementRun } from '@congregate/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** How often a run still at work is asked for its progress. */
export const RUN_POLL_MS = 1000;

const atWork = (run: StatementRun | undefined) => run?.status === 'queued' || run?.status === 'running';

/** `GET statement-runs/{id}`: one run and its progress. */
export function statementRunQueryOptions(id: string) {
  return queryOptions({
    queryKey: givingKeys.statementRun(id),
    queryFn: ({ signal }) => callApi(statementCalls.getRun, { params: { id }, signal }),
    retry: false,
  });
}

/**
 * A run's progress, asked every second while it is queued or running (starting from the list's copy); when it
 * finishes, the runs list is asked again.
 */
export function useStatementRunProgress(run: StatementRun) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...statementRunQueryOptions(run.id),
    initialData: run,
    initialDataUpdatedAt: 0,
    enabled: atWork(run),
    refetchInterval: (q) => (atWork(q.state.data) ? RUN_POLL_MS : false),
  });
  const finished = atWork(run) && query.data !== undefined && !atWork(query.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: givingKeys.statementRuns(run.localeId) });
  }, [finished, queryClient, run.localeId]);
  return query.data ?? run;
}
