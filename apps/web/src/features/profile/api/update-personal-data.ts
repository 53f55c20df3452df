import { personalDataCalls, type Profile } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput } from '../../../lib/api/call-api.ts';
import { refreshMember } from '../../../lib/members/index.ts';

/** The personal-data fields to change (the others stay). */
export type PersonalDataInput = CallInput<typeof personalDataCalls.update>['body'];

/** Saves a member's personal data; answers their updated profile. */
export function updatePersonalData(memberId: string, body: PersonalDataInput): Promise<Profile> {
  return callApi(personalDataCalls.update, { params: { id: memberId }, body });
}

/** The answered profile replaces the cached one (completeness included); member lists ask again. */
export function useUpdatePersonalData(memberId: string) {
  return useMutation({
    mutationFn: (body: PersonalDataInput) => updatePersonalData(memberId, body),
    onSuccess: (profile) => refreshMember(memberId, profile),
  });
}
