import { personalDataCalls, type Profile } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../../lib/api/call-api.ts';
import { refreshMember } from '../../../../lib/members/index.ts';

/** The personal-data fields to change (the others stay). */
export type PersonalDataInput = CallInput<typeof personalDataCalls.update>['body'];

/**
 * Saves a member's personal data; answers their updated profile. `version`: the record's version the edit is
 * based on (`member.version`), sent as `If-Match` — someone else's change since then fails with a 412.
 */
export function updatePersonalData(
  memberId: string,
  body: PersonalDataInput,
  version?: number,
): Promise<Profile> {
  return callApi(personalDataCalls.update, { params: { id: memberId }, body, ifMatch: version });
}

/** The answered profile replaces the cached one (completeness included); member lists ask again. */
export function useUpdatePersonalData(memberId: string) {
  return useMutation({
    mutationFn: ({ body, version }: { body: PersonalDataInput; version: number | undefined }) =>
      updatePersonalData(memberId, body, version),
    onSuccess: (profile) => refreshMember(memberId, profile),
  });
}
