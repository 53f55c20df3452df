import { transferCalls, type Transfer } from '@congregate/contracts';
import { callApi } from '../../../../lib/api/call-api.ts';

/**
 * `POST admin/transfers/{transferId}/accept`: the member moves to the receiving locale, into `flockId` (a
 * flock of that locale) when one is chosen.
 */
export function postTransferAccept(transferId: string, flockId?: string): Promise<Transfer> {
  return callApi(transferCalls.accept, { params: { transferId }, body: flockId ? { flockId } : {} });
}
