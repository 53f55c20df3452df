import { familyRequestCalls, type FamilyRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { familyKeys } from '../../../../lib/query-keys.ts';

/** `POST membership/family-requests/{id}/decline`: the relative declines, or the asker withdraws. */
export function postDeclineFamilyRequest(requestId: string): Promise<FamilyRequest> {
  return callApi(familyRequestCalls.decline, { params: { id: requestId } });
}

export function useDeclineFamilyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeclineFamilyRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.requests() }),
  });
}
