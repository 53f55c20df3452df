import { churchGroupCalls, type ChurchGroup, type NewChurchGroup } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys } from '../../../../lib/query-keys.ts';

/** `POST groups/groups`: a new group of the locale. */
export function postGroup(body: NewChurchGroup): Promise<ChurchGroup> {
  return callApi(churchGroupCalls.create, { body });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
