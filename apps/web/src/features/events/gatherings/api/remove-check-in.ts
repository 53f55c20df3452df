import { checkInCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { attendanceKeys, checkInKeys, gatheringKeys } from '../../../../lib/query-keys.ts';

/** `DELETE checkins/{id}` (audited by the server). */
export function deleteCheckIn(id: string): Promise<{ ok: true }> {
  return callApi(checkInCalls.remove, { params: { id } });
}

export function useRemoveCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCheckIn,
    onSuccess: () =>
      Promise.all(
        [checkInKeys.all, gatheringKeys.all, attendanceKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
