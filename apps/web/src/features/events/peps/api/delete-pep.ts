import { pepCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { pepKeys } from '../../../../lib/query-keys.ts';

/** `DELETE peps/{id}`: an admin removes a prospect (not one already a member). */
export function deletePep(pepId: string): Promise<{ ok: true }> {
  return callApi(pepCalls.remove, { params: { id: pepId } });
}

export function useDeletePep(pepId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePep(pepId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pepKeys.all }),
  });
}
