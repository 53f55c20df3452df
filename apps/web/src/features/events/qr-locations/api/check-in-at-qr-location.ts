import { qrLocationCalls, type CheckInAlready, type CheckInCreated } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call-api.ts';
import { attendanceKeys, checkInKeys, gatheringKeys } from '../../../../lib/query-keys.ts';

export interface QrLocationCheckIn {
  qrLocationId: string;
  /** Made once per attempt, so that a retry records nothing new. */
  clientId: string;
}

/** `POST qr-locations/{id}/checkin`: the signed-in member, at the gathering open at the poster's locale now. */
export function postQrLocationCheckIn({
  qrLocationId,
  clientId,
}: QrLocationCheckIn): Promise<CheckInCreated | CheckInAlready> {
  return callApi(qrLocationCalls.checkIn, { params: { id: qrLocationId }, body: { clientId } });
}

/** Checks in; the member's attendance, the gathering's list and its counts are read again. */
export function useQrLocationCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postQrLocationCheckIn,
    onSuccess: () =>
      Promise.all(
        [attendanceKeys.all, checkInKeys.all, gatheringKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
