import { transferCalls, type Transfer } from '@congregate/contracts';
import { callApi } from '../../../../lib/api/call-api.ts';

/** `POST admin/transfers/{transferId}/decline` with the reason the member and the other locale are told. */
export function postTransferDecline(transferId: string, reason?: string): Promise<Transfer> {
  return callApi(transferCalls.decline, { params: { transferId }, body: reason ? { reason } : {} });
}
