import { emailChangeRequestSchema, type EmailChangeRequest } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { emailChangeRequestsQueryKey } from './get-email-change-requests.ts';

/** `POST members/{id}/email-change-request`: recorded, waiting for the admins (201). */
export function postEmailChangeRequest(memberId: string, email: string): Promise<EmailChangeRequest> {
  return apiRequest('membership', `members/${encodeURIComponent(memberId)}/email-change-request`, {
    method: 'POST',
    body: { email },
    schema: emailChangeRequestSchema,
  });
}

export function useCreateEmailChangeRequest(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => postEmailChangeRequest(memberId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailChangeRequestsQueryKey(memberId) }),
  });
}
