import { churchGroupCalls, type ChurchGroup, type ChurchGroupPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys } from '../../../../lib/query-keys.ts';

/** `PATCH groups/groups/{id}`: change a group, archive or restore it. */
export function patchGroup(groupId: string, body: ChurchGroupPatch): Promise<ChurchGroup> {
  return callApi(churchGroupCalls.update, { params: { id: groupId }, body });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, body }: { groupId: string; body: ChurchGroupPatch }) => patchGroup(groupId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
