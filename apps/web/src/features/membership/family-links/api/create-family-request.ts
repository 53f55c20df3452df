import { familyRequestCalls, type FamilyRequest, type NewFamilyRequestInput } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { familyKeys } from '../../../../lib/query-keys.ts';

/** `POST membership/family-requests`: ask a relative to confirm the link to their member record. */
export function postFamilyRequest(body: NewFamilyRequestInput): Promise<FamilyRequest> {
  return callApi(familyRequestCalls.create, { body });
}

export function useCreateFamilyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postFamilyRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
