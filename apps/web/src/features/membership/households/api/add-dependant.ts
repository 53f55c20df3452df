import { householdCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshHouseholds } from './invalidate.ts';

type Input = CallInput<typeof householdCalls.addDependant>;

/** `POST households/{id}/dependants`: a dependant without a member record (201). */
export function postDependant(input: Input) {
  return callApi(householdCalls.addDependant, input);
}

export function useAddDependant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postDependant, onSuccess: () => refreshHouseholds(queryClient) });
}
