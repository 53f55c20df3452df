import { pepCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

export type PepBulkBody = NonNullable<CallInput<typeof pepCalls.bulk>['body']>;

/** `POST peps/bulk`: one flock, or one follow-up, for many PEPs at once. */
export function postPepBulk(body: PepBulkBody): Promise<{ updated: number }> {
  return callApi(pepCalls.bulk, { body });
}

export function usePepBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPepBulk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
