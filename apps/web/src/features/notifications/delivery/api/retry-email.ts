import { emailOutboxCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { emailOutboxKeys } from '../../../../lib/query-keys.ts';

/** `POST notifications/outbox/{id}/retry`: a failed e-mail gets another try. */
export function retryEmail(id: string): Promise<{ ok: true }> {
  return callApi(emailOutboxCalls.retry, { params: { id } });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailOutboxKeys.all }),
  });
}
