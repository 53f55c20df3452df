import { householdCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshHouseholds } from './invalidate.ts';

type Input = CallInput<typeof householdCalls.accept>;

/** `POST household-requests/{id}/accept`: the deciding side accepts; the member joins. */
export function acceptHouseholdRequest(input: Input) {
  return callApi(householdCalls.accept, input);
}

export function useAcceptHouseholdRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptHouseholdRequest, onSuccess: () => refreshHouseholds(queryClient) });
}
