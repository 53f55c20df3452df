import { familyRequestCalls, type FamilyRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { refreshMyProfile } from '../../../../lib/auth/index.ts';
import { familyKeys, sectionKeys } from '../../../../lib/query-keys.ts';

/** `POST membership/family-requests/{id}/accept`: both family backgrounds now point at each other. */
export function postAcceptFamilyRequest(requestId: string): Promise<FamilyRequest> {
  return callApi(familyRequestCalls.accept, { params: { id: requestId } });
}

export function useAcceptFamilyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAcceptFamilyRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyKeys.all }),
        // My family background gained (or linked) an entry; a spouse's wedding date reached my record.
        queryClient.invalidateQueries({ queryKey: sectionKeys.all }),
        refreshMyProfile().catch(() => undefined),
      ]),
  });
}
