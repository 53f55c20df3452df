import { householdCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshHouseholds } from './invalidate.ts';

type Input = CallInput<typeof householdCalls.updateDependant>;

/** `PATCH households/{id}/dependants/{dependantId}`: correct a dependant. */
export function patchDependant(input: Input) {
  return callApi(householdCalls.updateDependant, input);
}

export function useUpdateDependant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: patchDependant, onSuccess: () => refreshHouseholds(queryClient) });
}
