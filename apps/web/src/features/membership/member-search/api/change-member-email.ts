import { emailChangeCalls, type EmailChangeRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { auditKeys, emailChangeKeys, memberKeys } from '../../../../lib/query-keys.ts';

/** `POST admin/members/changeEmail/{id}`: a confirmation link goes to the new address (201). */
export function postMemberEmailChange(memberId: string, email: string): Promise<EmailChangeRequest> {
  return callApi(emailChangeCalls.request, { params: { id: memberId }, body: { email } });
}

/** Starts the change, then refreshes the member's open requests (their detail) and the audit log. */
export function useChangeMemberEmail(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => postMemberEmailChange(memberId, email),
    onSuccess: () =>
      Promise.all(
        [memberKeys.details(), emailChangeKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
