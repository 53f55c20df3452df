import { endorsementCalls, type CallResult } from '@congregate/contracts';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';

export type EndorseChoice = NonNullable<CallInput<typeof endorsementCalls.endorse>['body']>;

/** `POST admin/members/{id}/endorse` `{ type, flockId }`: the registration becomes an endorsed member. */
export function postEndorse(
  memberId: string,
  body: EndorseChoice,
): Promise<CallResult<typeof endorsementCalls.endorse>> {
  return callApi(endorsementCalls.endorse, { params: { id: memberId }, body });
}
