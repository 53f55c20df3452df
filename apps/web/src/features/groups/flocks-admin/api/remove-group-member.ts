import { churchGroupCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys } from '../../../../lib/query-keys.ts';

/** `DELETE groups/groups/{id}/members/{memberId}`: takes a member out of a group. */
export function deleteGroupMember(groupId: string, memberId: string): Promise<{ ok: true }> {
  return callApi(churchGroupCalls.removeMember, { params: { id: groupId, memberId } });
}

export function useRemoveGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { groupId: string; memberId: string }) =>
      deleteGroupMember(input.groupId, input.memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
