import { statementCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { givingKeys } from '../../../../../lib/query-keys.ts';

/** `POST statement-runs`: every member's statement for a year, made in the background; members are told. */
export function createStatementRun(input: { localeId: string; year: number }) {
  return callApi(statementCalls.createRun, { body: { ...input, notifyMembers: true } });
}

export function useCreateStatementRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStatementRun,
    onSuccess: (run) =>
      void queryClient.invalidateQueries({ queryKey: givingKeys.statementRuns(run.localeId) }),
  });
}
