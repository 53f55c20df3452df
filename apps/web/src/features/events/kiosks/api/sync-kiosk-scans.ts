import { KIOSK_LIMITS, kioskCalls, type KioskSync } from '@congregate/contracts';
import { callApi } from '../../../../lib/api/call-api.ts';
import type { QueuedScan } from '../lib/kiosk-store.ts';

/** `POST kiosk/sync`: queued scans (at most a batch), each counted for the gathering open at `scannedAt`. */
export function postKioskSync(scans: QueuedScan[]): Promise<KioskSync> {
  return callApi(kioskCalls.sync, {
    body: {
      items: scans.slice(0, KIOSK_LIMITS.syncItemsMax).map((scan) => ({
        clientId: scan.clientId,
        method: scan.method,
        scannedAt: scan.scannedAt,
        ...(scan.card ? { card: scan.card } : { memberId: scan.memberId }),
        ...(scan.faceScore !== undefined ? { faceScore: scan.faceScore } : {}),
      })),
    },
  });
}
