import { endorsementCalls, type CallResult } from '@congregate/contracts';
import { callApi } from '../../../../lib/api/call-api.ts';

/** `POST admin/members/{id}/merge` `{ intoMemberId }`: the registration's account moves to the existing record. */
export function postMerge(
  memberId: string,
  intoMemberId: string,
): Promise<CallResult<typeof endorsementCalls.merge>> {
  return callApi(endorsementCalls.merge, { params: { id: memberId }, body: { intoMemberId } });
}
