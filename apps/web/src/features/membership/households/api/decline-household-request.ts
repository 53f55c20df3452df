import { householdCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshHouseholds } from './invalidate.ts';

type Input = CallInput<typeof householdCalls.decline>;

/** `POST household-requests/{id}/decline`: the deciding side declines, or the asking side withdraws. */
export function declineHouseholdRequest(input: Input) {
  return callApi(householdCalls.decline, input);
}

export function useDeclineHouseholdRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineHouseholdRequest,
    onSuccess: () => refreshHouseholds(queryClient),
  });
}
