import { householdCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshHouseholds } from './invalidate.ts';

type Input = CallInput<typeof householdCalls.create>;

/** `POST households`: start a household; the caller becomes its head (201). */
export function postHousehold(input: Input) {
  return callApi(householdCalls.create, input);
}

export function useCreateHousehold() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postHousehold, onSuccess: () => refreshHouseholds(queryClient) });
}
