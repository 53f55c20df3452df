import { householdCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshHouseholds } from './invalidate.ts';

type Input = CallInput<typeof householdCalls.update>;

/** `PATCH households/{id}`: rename, set the address or hand over the head. */
export function patchHousehold(input: Input) {
  return callApi(householdCalls.update, input);
}

export function useUpdateHousehold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: patchHousehold, onSuccess: () => refreshHouseholds(queryClient) });
}
