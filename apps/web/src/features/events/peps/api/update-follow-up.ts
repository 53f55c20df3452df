import { pepCalls, type FollowUp } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

export type FollowUpPatch = NonNullable<CallInput<typeof pepCalls.updateFollowUp>['body']>;

/** `PATCH follow-ups/{id}`: change or tick off a follow-up. */
export function patchFollowUp(followUpId: string, body: FollowUpPatch): Promise<FollowUp> {
  return callApi(pepCalls.updateFollowUp, { params: { id: followUpId }, body });
}

export function useUpdateFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FollowUpPatch }) => patchFollowUp(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
