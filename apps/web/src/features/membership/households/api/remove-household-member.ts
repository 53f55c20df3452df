import { householdCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshHouseholds } from './invalidate.ts';

type Input = CallInput<typeof householdCalls.removeMember>;

/** `DELETE households/{id}/members/{memberId}`: a member leaves, or the head removes one. */
export function deleteHouseholdMember(input: Input) {
  return callApi(householdCalls.removeMember, input);
}

export function useRemoveHouseholdMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHouseholdMember, onSuccess: () => refreshHouseholds(queryClient) });
}
