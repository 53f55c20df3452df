import { checkInCalls, type CheckInAlready, type CheckInCreated } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { attendanceKeys, checkInKeys, gatheringKeys } from '../../../../lib/query-keys.ts';

/**
 * `POST checkins` by an admin: the member, by hand (`manual`), to this gathering. A new `clientId` per
 * attempt the admin makes; a retry of the same request would record once.
 */
export function postManualCheckIn(
  gatheringId: string,
  memberId: string,
): Promise<CheckInCreated | CheckInAlready> {
  return callApi(checkInCalls.record, {
    body: { gatheringId, memberId, method: 'manual', clientId: crypto.randomUUID() },
  });
}

/** Whether the answer says the member was already in (200) rather than recorded now (201). */
export const wasAlreadyIn = (answer: CheckInCreated | CheckInAlready): answer is CheckInAlready =>
  'alreadyCheckedInAt' in answer;

/** Records a member by hand; the gathering's list and counts, and the member's own attendance, follow. */
export function useRecordCheckIn(gatheringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => postManualCheckIn(gatheringId, memberId),
    onSuccess: () =>
      Promise.all(
        [checkInKeys.all, gatheringKeys.all, attendanceKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
