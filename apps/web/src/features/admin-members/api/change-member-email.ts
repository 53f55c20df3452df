import { emailChangeRequestSchema, type EmailChangeRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { memberDetailQueryKey } from './get-member-detail.ts';

/** `POST admin/members/changeEmail/{id}`: a confirmation link goes to the new address (201). */
export function postMemberEmailChange(memberId: string, email: string): Promise<EmailChangeRequest> {
  return apiRequest('membership', `admin/members/changeEmail/${encodeURIComponent(memberId)}`, {
    method: 'POST',
    body: { email },
    schema: emailChangeRequestSchema,
  });
}

/** Starts the change, then refreshes the member's open requests. */
export function useChangeMemberEmail(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => postMemberEmailChange(memberId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberDetailQueryKey(memberId) }),
  });
}
