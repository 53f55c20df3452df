import { memberRequestsCalls, type EmailChangeRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { emailChangeKeys, memberKeys } from '../../../../lib/query-keys.ts';

/** `POST members/{id}/email-change-request`: recorded, waiting for the new address to be confirmed (201). */
export function postEmailChangeRequest(memberId: string, email: string): Promise<EmailChangeRequest> {
  return callApi(memberRequestsCalls.requestEmailChange, { params: { id: memberId }, body: { email } });
}

export function useCreateEmailChangeRequest(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => postEmailChangeRequest(memberId, email),
    // The member's requests (an earlier pending one is now cancelled) and the member's open requests.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailChangeKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) }),
      ]),
  });
}
