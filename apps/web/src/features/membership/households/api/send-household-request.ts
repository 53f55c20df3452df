import { householdCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshHouseholds } from './invalidate.ts';

type Input = CallInput<typeof householdCalls.request>;

/** `POST households/{id}/requests`: invite a member or an e-mail address (or ask to join). */
export function postHouseholdRequest(input: Input) {
  return callApi(householdCalls.request, input);
}

export function useSendHouseholdRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postHouseholdRequest, onSuccess: () => refreshHouseholds(queryClient) });
}
