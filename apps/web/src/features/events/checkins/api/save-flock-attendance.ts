import { checkInCalls, type FlockAttendance } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { attendanceKeys, checkInKeys, gatheringKeys } from '../../../../lib/query-keys.ts';

/** `PUT gatherings/{id}/flock-attendance`: who of the flock was present (the others are marked absent). */
export function putFlockAttendance(
  gatheringId: string,
  flockId: string,
  present: string[],
): Promise<FlockAttendance> {
  return callApi(checkInCalls.saveFlockAttendance, {
    params: { id: gatheringId },
    body: { flockId, present },
  });
}

/** Saves the tick list; its answer is the list as it now is; the gathering's counts and lists follow. */
export function useSaveFlockAttendance(gatheringId: string, flockId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (present: string[]) => putFlockAttendance(gatheringId, flockId, present),
    onSuccess: (answer) => {
      queryClient.setQueryData(checkInKeys.ofFlock(gatheringId, flockId), answer);
      return Promise.all(
        [checkInKeys.lists(), gatheringKeys.all, attendanceKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
