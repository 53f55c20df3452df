import { groupFlockCalls, type RemovalOutcome } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { groupKeys } from '../../../../lib/query-keys.ts';

/** `DELETE groups/flocks/{id}`: deleted when it never had anyone, else archived. */
export function deleteFlock(flockId: string): Promise<RemovalOutcome> {
  return callApi(groupFlockCalls.remove, { params: { id: flockId } });
}

export function useRemoveFlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
