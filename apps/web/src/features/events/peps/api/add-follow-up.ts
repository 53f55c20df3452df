import { pepCalls, type FollowUp } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

export type NewFollowUp = NonNullable<CallInput<typeof pepCalls.addFollowUp>['body']>;

/** `POST peps/{id}/follow-ups`: something to do by a date, by someone of the locale. */
export function postFollowUp(pepId: string, body: NewFollowUp): Promise<FollowUp> {
  return callApi(pepCalls.addFollowUp, { params: { id: pepId }, body });
}

export function useAddFollowUp(pepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewFollowUp) => postFollowUp(pepId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
