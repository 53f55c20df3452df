import { awardCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { awardKeys } from '../../../../lib/query-keys.ts';

/** `DELETE awards/{id}`: an admin removes an award given by hand. */
export async function deleteAward(id: string): Promise<void> {
  await callApi(awardCalls.remove, { params: { id } });
}

export function useRemoveAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAward,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: awardKeys.all }),
  });
}
