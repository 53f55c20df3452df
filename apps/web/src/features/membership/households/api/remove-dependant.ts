import { householdCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshHouseholds } from './invalidate.ts';

type Input = CallInput<typeof householdCalls.removeDependant>;

/** `DELETE households/{id}/dependants/{dependantId}`: remove a dependant. */
export function deleteDependant(input: Input) {
  return callApi(householdCalls.removeDependant, input);
}

export function useRemoveDependant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDependant, onSuccess: () => refreshHouseholds(queryClient) });
}
