import { checkInCalls, type CheckInAlready, type CheckInCreated } from '@congregate/contracts';
import { callApi } from '../../../../lib/api/call-api.ts';
import type { QueuedScan } from '../lib/kiosk-store.ts';

/**
 * `POST checkins` for a scan just made, at the gathering open now at the kiosk's locale (the server
 * picks it); its `clientId` makes a retry, or a later sync of the same scan, record nothing new.
 */
export function postKioskCheckIn(
  scan: QueuedScan,
  deviceId: string,
): Promise<CheckInCreated | CheckInAlready> {
  return callApi(checkInCalls.record, {
    body: {
      clientId: scan.clientId,
      method: scan.method,
      deviceId,
      ...(scan.card ? { card: scan.card } : { memberId: scan.memberId }),
      ...(scan.faceScore !== undefined ? { faceScore: scan.faceScore } : {}),
    },
  });
}
