import { transferCalls, type Transfer } from '@congregate/contracts';
import { callApi } from '../../../lib/api/call-api.ts';

/** `POST admin/transfers/{transferId}/accept`: the member moves to the receiving locale. */
export function postTransferAccept(transferId: string): Promise<Transfer> {
  return callApi(transferCalls.accept, { params: { transferId }, body: {} });
}
