import { endorsementCalls, type CallResult } from '@congregate/contracts';
import { callApi } from '../../../../lib/api/call-api.ts';

/** `POST admin/members/{id}/reject` `{ reason }`: the person is told the reason. */
export function postReject(
  memberId: string,
  reason: string,
): Promise<CallResult<typeof endorsementCalls.reject>> {
  return callApi(endorsementCalls.reject, { params: { id: memberId }, body: { reason } });
}
