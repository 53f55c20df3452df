import { churchGroupCalls, type RemovalOutcome } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys } from '../../../../lib/query-keys.ts';

/** `DELETE groups/groups/{id}`: deleted without members or requests, else archived. */
export function deleteGroup(groupId: string): Promise<RemovalOutcome> {
  return callApi(churchGroupCalls.remove, { params: { id: groupId } });
}

export function useRemoveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
