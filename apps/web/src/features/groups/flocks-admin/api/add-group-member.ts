import { churchGroupCalls, type ChurchGroupMember, type GroupMemberRole } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys } from '../../../../lib/query-keys.ts';

/** `POST groups/groups/{id}/members`: adds a member of the locale (or changes their role). */
export function postGroupMember(
  groupId: string,
  memberId: string,
  role: GroupMemberRole,
): Promise<ChurchGroupMember> {
  return callApi(churchGroupCalls.addMember, { params: { id: groupId }, body: { memberId, role } });
}

export function useAddGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { groupId: string; memberId: string; role: GroupMemberRole }) =>
      postGroupMember(input.groupId, input.memberId, input.role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
